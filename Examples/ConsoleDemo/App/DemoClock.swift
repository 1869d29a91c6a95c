import ErrorFlow
import Foundation

/// The time source of the demo's silent retries.
///
/// The wall clock (`ContinuousClock`) unless the environment variable `ERRORFLOW_DEMO_CLOCK` is
/// `virtual`: then every wait ends at once and only advances a virtual time. The tests set it,
/// so a `--fail network` run tries three times without waiting the policy's real backoff, and
/// its output does not depend on the machine's speed.
enum DemoClock {
  /// The environment variable that selects the virtual clock.
  static let variable = "ERRORFLOW_DEMO_CLOCK"

  /// The clock `environment` asks for.
  static func retryClock(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> any Clock<Duration> {
    isVirtual(environment) ? VirtualTime() : ContinuousClock()
  }

  /// Whether `environment` asks for the virtual clock.
  static func isVirtual(_ environment: [String: String]) -> Bool {
    environment[variable] == "virtual"
  }
}

/// A clock whose time moves only when something waits on it: each wait advances it to the
/// deadline and ends at once (after letting other tasks run), or throws `CancellationError`
/// for a cancelled task. Thread-safe: its state is behind a lock. `ErrorTracker(clock:)` takes
/// it as it takes any `Clock` measured in `Duration`.
final class VirtualTime: Clock, @unchecked Sendable {
  /// A point in virtual time: the time since the clock was made.
  struct Instant: InstantProtocol {
    let offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var elapsed = Duration.zero
  private var waits: [Duration] = []

  /// The time since the start.
  var now: Instant { lock.withLock { Instant(offset: elapsed) } }

  /// Any duration can be waited.
  var minimumResolution: Duration { .zero }

  /// Every wait so far, in order.
  var recordedWaits: [Duration] { lock.withLock { waits } }

  /// Waits until `deadline` in virtual time: the time jumps there.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    lock.withLock {
      let wait = max(deadline.offset - elapsed, .zero)
      elapsed += wait
      waits.append(wait)
    }
    await Task.yield()
    try Task.checkCancellation()
  }
}
