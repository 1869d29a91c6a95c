import ErrorFlow
import Foundation

/// A virtual clock for ``ErrorTracker``'s retries: each wait is recorded and moves the time
/// forward at once, unless the clock is told to hold waits until the task is cancelled.
final class ManualRetryClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time: Duration = .zero
  private var recorded: [Duration] = []
  private let holdsWaits: Bool
  private let started: AsyncStream<Void>.Continuation
  /// One element each time a wait starts.
  let waitsStarted: AsyncStream<Void>

  init(holdsWaits: Bool = false) {
    self.holdsWaits = holdsWaits
    (waitsStarted, started) = AsyncStream<Void>.makeStream()
  }

  /// The waits asked for, in order.
  var sleeps: [Duration] { lock.withLock { recorded } }

  var clock: RetryClock {
    RetryClock(
      now: { [self] in lock.withLock { time } },
      sleep: { [self] duration in
        lock.withLock {
          recorded.append(duration)
          time += duration
        }
        started.yield()
        if holdsWaits { await Self.holdUntilCancelled() }
        try Task.checkCancellation()
      })
  }

  /// Returns only once the calling task is cancelled: no time passes, nothing polls.
  private static func holdUntilCancelled() async {
    let gate = CancellationGate()
    await withTaskCancellationHandler {
      await withCheckedContinuation { gate.park($0) }
    } onCancel: {
      gate.open()
    }
  }
}

/// A continuation released by cancellation, whichever comes first: the park or the cancel.
private final class CancellationGate: @unchecked Sendable {
  private let lock = NSLock()
  private var parked: CheckedContinuation<Void, Never>?
  private var opened = false

  func park(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow: Bool = lock.withLock {
      if opened { return true }
      parked = continuation
      return false
    }
    if resumeNow { continuation.resume() }
  }

  func open() {
    let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
      opened = true
      defer { parked = nil }
      return parked
    }
    continuation?.resume()
  }
}
