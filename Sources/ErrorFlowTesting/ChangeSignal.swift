import Dispatch
import ReactiveCore

/// Wakes the tasks waiting for a recorder to change: the machinery of ``StreamRecorder``'s
/// async waits.
///
/// A waiter reads ``generation`` *before* it looks at the recorder, then calls
/// ``wait(after:until:isolation:)`` with that number: a change made in between has moved the
/// generation on, so the wait returns at once and no event is missed. ``signal()`` resumes
/// every waiter after releasing the lock. A wait also ends at its deadline (a
/// `DispatchWorkItem` on a global queue, cancelled when the wait ends earlier) and when the
/// waiting task is cancelled, before or during the wait.
// unchecked Sendable: `count`, `nextID`, `waiters` and `cancelled` are guarded by `lock`
final class ChangeSignal: @unchecked Sendable {
  private struct Waiter {
    let continuation: CheckedContinuation<Void, Never>
    let timer: DispatchWorkItem
  }

  private let lock = Lock()
  private var count: UInt64 = 0
  private var nextID: UInt64 = 0
  private var waiters: [UInt64: Waiter] = [:]
  /// Waits cancelled before their continuation was registered.
  private var cancelled: Set<UInt64> = []

  /// How many changes were signalled so far (wrapping).
  var generation: UInt64 { lock.withLock { count } }

  /// Records a change and resumes every waiter.
  func signal() {
    let woken = lock.withLock { () -> [Waiter] in
      count &+= 1
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
    for waiter in woken {
      waiter.timer.cancel()
      waiter.continuation.resume()
    }
  }

  /// Returns once ``generation`` differs from `seen`, at `deadline`, or when the task is
  /// cancelled, whichever comes first; the caller then looks again.
  func wait(
    after seen: UInt64, until deadline: DispatchTime, isolation: isolated (any Actor)? = #isolation
  ) async {
    let id = lock.withLock { () -> UInt64 in
      nextID &+= 1
      return nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: isolation) {
        (continuation: CheckedContinuation<Void, Never>) in
        let timer = DispatchWorkItem { [weak self] in self?.end(id) }
        let registered = lock.withLock { () -> Bool in
          if count != seen || cancelled.remove(id) != nil { return false }
          waiters[id] = Waiter(continuation: continuation, timer: timer)
          return true
        }
        guard registered else { return continuation.resume() }
        DispatchQueue.global().asyncAfter(deadline: deadline, execute: timer)
      }
    } onCancel: {
      cancel(id)
    }
  }

  private func end(_ id: UInt64) {
    guard let waiter = lock.withLock({ waiters.removeValue(forKey: id) }) else { return }
    waiter.continuation.resume()
  }

  private func cancel(_ id: UInt64) {
    let waiter = lock.withLock { () -> Waiter? in
      if let waiter = waiters.removeValue(forKey: id) { return waiter }
      cancelled.insert(id)
      return nil
    }
    waiter?.timer.cancel()
    waiter?.continuation.resume()
  }
}

extension DispatchTime {
  /// `timeout` from now; negative means now, and absurdly long means never.
  static func deadline(after timeout: Duration) -> DispatchTime {
    // Compare before taking `components`: it traps once the seconds leave `Int64`, and a
    // test may well pass `.seconds(1e20)` to mean "no limit".
    if timeout < .zero { return .now() }
    if timeout > .seconds(1_000_000_000) { return .distantFuture }
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    return .now() + .nanoseconds(nanoseconds)
  }
}
