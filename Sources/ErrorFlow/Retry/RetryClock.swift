/// The time source of ``ErrorTracker``'s retries: what time it is, and how to wait. Tests
/// replace it so no retry test depends on the wall clock.
package struct RetryClock: Sendable {
  /// The time since an arbitrary origin.
  package var now: @Sendable () -> Duration
  /// Waits `duration`; throws `CancellationError` as soon as the task is cancelled.
  package var sleep: @Sendable (Duration) async throws -> Void

  package init(
    now: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// `ContinuousClock` and `Task.sleep(for:)`, which ends at once when the task is cancelled.
  package static var live: RetryClock {
    let origin = ContinuousClock.now
    return RetryClock(
      now: { origin.duration(to: .now) },
      sleep: { duration in try await Task.sleep(for: duration) })
  }
}
