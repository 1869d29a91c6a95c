/// The state of one round of attempts under a ``RetryPolicy``: how many attempts were made
/// and when the round first failed. Not thread-safe; its owner serializes access.
struct RetryRound: Sendable {
  let policy: RetryPolicy
  /// The attempts made so far, the running one included.
  private(set) var attempts = 1
  /// When the round first failed, on the owner's clock.
  private var firstFailure: Duration?

  init(policy: RetryPolicy) {
    self.policy = policy
  }

  /// A success: the next failure starts a new round.
  mutating func reset() {
    attempts = 1
    firstFailure = nil
  }

  /// The running attempt failed at `now`: returns the wait before the next attempt and
  /// counts it, or `nil` when the policy gives up (the error does not qualify, the attempts
  /// are used up, or the wait would end after the deadline). The caller runs the user's
  /// predicate and jitter first (``RetryPolicy/shouldRetry(_:)``, ``RetryJitter``), outside
  /// any lock.
  mutating func nextDelay(retryable: Bool, fraction: Double, now: Duration) -> Duration? {
    guard retryable, attempts < policy.maxAttempts else { return nil }
    let start = firstFailure ?? now
    firstFailure = start
    let delay = policy.delay(forRetry: attempts - 1, fraction: fraction)
    // Saturating: a clock may report any time (a test clock moved by `.seconds(1e20)`).
    if let deadline = policy.deadline,
      now.saturatingSubtracting(start).saturatingAdding(delay) > deadline
    {
      return nil
    }
    attempts += 1
    return delay
  }

  /// The running attempt failed with `error` at `now`, with no lock held: runs the user's
  /// predicate and jitter, then ``nextDelay(retryable:fraction:now:)``.
  mutating func nextDelay(after error: AppError, now: Duration) -> Duration? {
    let judged = policy.judge(error)
    return nextDelay(retryable: judged.retryable, fraction: judged.fraction, now: now)
  }
}
