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
        if holdsWaits {
          // Ends by cancellation, which `Task.sleep` honours at once; the day is never waited.
          try await Task.sleep(for: .seconds(86_400))
        }
        try Task.checkCancellation()
      })
  }
}
