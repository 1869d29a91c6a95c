import ErrorFlow
import Foundation

/// The time source of the demo's silent retries.
///
/// The wall clock (``RetryClock/live``) unless the environment variable
/// `ERRORFLOW_DEMO_CLOCK` is `virtual`: then every wait ends at once and only advances a
/// virtual time. The tests set it, so a `--fail network` run tries three times without
/// waiting the policy's real backoff, and its output does not depend on the machine's speed.
enum DemoClock {
  /// The environment variable that selects the virtual clock.
  static let variable = "ERRORFLOW_DEMO_CLOCK"

  /// The clock `environment` asks for.
  static func retryClock(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RetryClock {
    isVirtual(environment) ? VirtualTime().retryClock : .live
  }

  /// Whether `environment` asks for the virtual clock.
  static func isVirtual(_ environment: [String: String]) -> Bool {
    environment[variable] == "virtual"
  }
}

/// A time that moves only when something waits on it: each wait adds its duration and ends at
/// once (after letting other tasks run), or throws `CancellationError` for a cancelled task.
/// Thread-safe: its state is behind a lock.
final class VirtualTime: @unchecked Sendable {
  private let lock = Lock()
  private var elapsed = Duration.zero
  private var waits: [Duration] = []

  /// The time since the start.
  var now: Duration { lock.withLock { elapsed } }

  /// Every wait so far, in order.
  var recordedWaits: [Duration] { lock.withLock { waits } }

  /// Waits `duration` of virtual time.
  func sleep(_ duration: Duration) async throws {
    try Task.checkCancellation()
    lock.withLock {
      elapsed += max(duration, .zero)
      waits.append(duration)
    }
    await Task.yield()
    try Task.checkCancellation()
  }

  /// This time as a retry clock.
  var retryClock: RetryClock {
    RetryClock(now: { [self] in now }, sleep: { [self] duration in try await sleep(duration) })
  }
}
