/// The time source of ``ErrorTracker``'s retries and ``HTTPLogSink``'s waits: what time it
/// is, and how to wait. An app hands in any `Clock` (``ErrorTracker/init(logger:bus:clock:)``);
/// the package's own tests may also build one from closures.
///
/// Every wait is clamped to `0 ...` ``RetryPolicy/maximumDelay`` before it reaches the
/// closure: `Task.sleep(for: .seconds(Int64.max))` traps, and a test clock's instant
/// arithmetic may too.
package struct RetryClock: Sendable {
  /// The time since an arbitrary origin.
  package let now: @Sendable () -> Duration
  /// Waits `duration`, clamped to `0 ... 100 years`; throws `CancellationError` as soon as
  /// the task is cancelled.
  package let sleep: @Sendable (Duration) async throws -> Void

  package init(
    now: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleep = { duration in try await sleep(duration.clampedWait) }
  }

  /// Reads and waits on `clock`: the time is measured from this call, on that clock.
  package init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    self.init(
      now: { origin.duration(to: clock.now) },
      sleep: { duration in try await clock.sleep(for: duration) })
  }

  /// `ContinuousClock`, whose sleep ends at once when the task is cancelled.
  package static var live: RetryClock { RetryClock(ContinuousClock()) }
}
