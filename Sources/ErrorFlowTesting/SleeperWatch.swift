import ErrorFlow
import ReactiveCore

/// One ``TestClock/waitForSleepers(_:timeout:)`` call: satisfied by the clock, or ended by
/// its real-time timeout or the awaiting task's cancellation, whichever comes first.
// unchecked Sendable: `outcome` and `continuation` are guarded by `lock`; `count` is a `let`
final class SleeperWatch: @unchecked Sendable {
  enum Outcome: Sendable {
    case satisfied
    case timedOut
    case cancelled
  }

  /// How many sleepers satisfy the watch.
  let count: Int
  private let lock = Lock()
  private var outcome: Outcome?
  private var continuation: CheckedContinuation<Outcome, Never>?

  init(count: Int) {
    self.count = count
  }

  /// Enough tasks sleep on the clock.
  func satisfy() { finish(.satisfied) }

  /// Returns how the watch ended; `timeout` is real time, clamped to `0 ... 100 years` so
  /// that no value can make `Task.sleep` trap.
  func wait(timeout: Duration) async -> Outcome {
    let timer = Task { [self] in
      do {
        try await Task.sleep(for: min(max(timeout, .zero), RetryPolicy.maximumDelay))
        finish(.timedOut)
      } catch {}
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let ended = lock.withLock { () -> Outcome? in
          if let outcome { return outcome }
          self.continuation = continuation
          return nil
        }
        if let ended { continuation.resume(returning: ended) }
      }
    } onCancel: {
      finish(.cancelled)
    }
    timer.cancel()
    return result
  }

  private func finish(_ result: Outcome) {
    let waiting = lock.withLock { () -> CheckedContinuation<Outcome, Never>? in
      guard outcome == nil else { return nil }
      outcome = result
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: result)
  }
}
