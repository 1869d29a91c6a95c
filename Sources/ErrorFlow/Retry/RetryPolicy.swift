/// When and how often failed work is tried again: a number of attempts, exponential backoff
/// with full jitter under a cap, an optional deadline, and which errors qualify.
///
/// One policy serves a stream (``ObservableType/retry(_:scheduler:)``) and a
/// view model (``ErrorTracker/perform(context:retry:isolation:file:function:line:_:)``).
/// The wait before retry `n` (the first retry is `n = 0`) is a random fraction of
/// `min(maxDelay, baseDelay * 2^n)` — "full jitter", so clients that failed together spread
/// out instead of retrying in lockstep. A round of attempts ends at the first success: a
/// stream's next element, or the view model's work returning, starts the count again.
/// A cancellation is never retried, whatever the predicate says. Any setting is safe: no
/// wait is negative or longer than ``maximumDelay`` (100 years), and no duration or count
/// makes the arithmetic trap.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(200), maxDelay: .seconds(5))
/// ```
public struct RetryPolicy: Sendable {
  /// The kinds of ``AppError`` a policy built with
  /// ``init(maxAttempts:baseDelay:maxDelay:deadline:levels:kinds:jitter:)`` may retry; a
  /// cancellation is not among them.
  ///
  /// ```swift
  /// let policy = RetryPolicy(levels: [.retryable, .notifyUser], kinds: [.unknown])
  /// ```
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// A domain error (``AppError/Kind/domain(_:)``).
    case domain
    /// An error nobody mapped (``AppError/Kind/unknown(_:)``).
    case unknown
  }

  /// The number of attempts in a round, the first one included; `1` or less (any negative
  /// number too) never retries, `Int.max` retries for as long as the deadline allows.
  ///
  /// ```swift
  /// policy.maxAttempts = 5  // the first attempt and up to four retries
  /// ```
  public var maxAttempts: Int

  /// The ceiling of the first wait; each later ceiling doubles, up to ``maxDelay``. A
  /// negative value counts as zero, one past ``maximumDelay`` as that.
  ///
  /// ```swift
  /// policy.baseDelay = .milliseconds(250)
  /// ```
  public var baseDelay: Duration

  /// The largest ceiling a wait can have, however many attempts came before. A negative
  /// value counts as zero, one past ``maximumDelay`` (100 years) as that.
  ///
  /// ```swift
  /// policy.maxDelay = .seconds(30)
  /// ```
  public var maxDelay: Duration

  /// The longest a round may spend retrying, counted from its first failure: a retry whose
  /// wait would end later is not made, and the failure is delivered. `nil` has no limit;
  /// a negative deadline allows no retry.
  ///
  /// ```swift
  /// policy.deadline = .seconds(10)
  /// ```
  public var deadline: Duration?

  /// The source of the random fraction of each wait; ``RetryJitter/random`` unless a test
  /// needs the same waits on every run.
  ///
  /// ```swift
  /// policy.jitter = .seeded(7)
  /// ```
  public var jitter: RetryJitter

  /// Whether an error qualifies for a retry. Cancellations never do, whatever it returns.
  ///
  /// ```swift
  /// policy.isRetryable = { error in error.level == .retryable }
  /// ```
  public var isRetryable: @Sendable (AppError) -> Bool

  /// A policy with its own predicate.
  ///
  /// ```swift
  /// let policy = RetryPolicy(maxAttempts: 4) { error in error.level == .retryable }
  /// ```
  ///
  /// - Parameters:
  ///   - maxAttempts: The attempts in a round, the first included.
  ///   - baseDelay: The ceiling of the first wait.
  ///   - maxDelay: The largest ceiling of any wait.
  ///   - deadline: The longest a round may spend retrying, from its first failure.
  ///   - jitter: The random fraction of each wait.
  ///   - isRetryable: Whether an error qualifies; a stream's error arrives as an ``AppError``
  ///     in the ``ErrorContext/action`` context, a view model's in the context of its
  ///     `perform`.
  public init(
    maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(8), deadline: Duration? = nil, jitter: RetryJitter = .random,
    isRetryable: @escaping @Sendable (AppError) -> Bool
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.deadline = deadline
    self.jitter = jitter
    self.isRetryable = isRetryable
  }

  /// A policy that retries errors of the given levels and kinds.
  ///
  /// ```swift
  /// let policy = RetryPolicy(maxAttempts: 5, levels: [.retryable])
  /// ```
  ///
  /// - Parameters:
  ///   - maxAttempts: The attempts in a round, the first included.
  ///   - baseDelay: The ceiling of the first wait.
  ///   - maxDelay: The largest ceiling of any wait.
  ///   - deadline: The longest a round may spend retrying, from its first failure.
  ///   - levels: The ``ErrorLevel``s that qualify; ``ErrorLevel/retryable`` by default.
  ///   - kinds: The kinds that qualify; both by default. A cancellation never does.
  ///   - jitter: The random fraction of each wait.
  public init(
    maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(8), deadline: Duration? = nil,
    levels: Set<ErrorLevel> = [.retryable], kinds: Set<Kind> = [.domain, .unknown],
    jitter: RetryJitter = .random
  ) {
    self.init(
      maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: maxDelay, deadline: deadline,
      jitter: jitter
    ) { error in
      guard levels.contains(error.level) else { return false }
      switch error.kind {
      case .domain: return kinds.contains(.domain)
      case .unknown: return kinds.contains(.unknown)
      case .cancelled: return false
      }
    }
  }

  /// Three attempts in all, waits of at most 0.5 s and then 1 s (full jitter, 8 s cap), no
  /// deadline; only errors whose level is ``ErrorLevel/retryable``. A one-off network failure
  /// is absorbed without the user seeing it; a lasting one is reported about 1.5 s later at
  /// worst.
  ///
  /// ```swift
  /// tracker.perform(context: .pageLoad, retry: .default) { try await load() }
  /// ```
  public static let `default` = RetryPolicy()

  /// One attempt and no retry.
  ///
  /// ```swift
  /// tracker.perform(context: .action, retry: .never) { try await pay() }
  /// ```
  public static let never = RetryPolicy(maxAttempts: 1) { _ in false }

  /// Whether `error` qualifies for a retry: never for a cancellation, else ``isRetryable``.
  ///
  /// ```swift
  /// if RetryPolicy.default.shouldRetry(error) { scheduleRetry() }
  /// ```
  ///
  /// - Parameter error: The error.
  /// - Returns: `true` when the policy retries it.
  public func shouldRetry(_ error: AppError) -> Bool {
    if error.isCancelled { return false }
    return isRetryable(error)
  }

  /// The longest any wait can be, whatever the settings: 100 years (of 365.25 days).
  ///
  /// A wait that long is "never again" for an app, and every clock and scheduler can hold
  /// it: it is about 3.2e18 nanoseconds, inside the `Int` and `UInt64` nanoseconds that
  /// `DispatchTimeInterval` and `Task.sleep` work in, where `.seconds(Int.max)` traps.
  /// ``baseDelay`` and ``maxDelay`` are clamped to `0 ... maximumDelay` before use.
  ///
  /// ```swift
  /// let patient = RetryPolicy(baseDelay: .seconds(1), maxDelay: .seconds(Int.max))
  /// patient.ceiling(forRetry: 100) == RetryPolicy.maximumDelay  // true
  /// ```
  public static let maximumDelay = Duration.seconds(3_155_760_000)

  /// The ceiling of the wait before retry `index` (the first retry is `0`):
  /// `min(maxDelay, baseDelay * 2^index)`, computed exactly and without overflow for any
  /// index and any durations; a negative index counts as `0`, and both delays are first
  /// clamped to `0 ...` ``maximumDelay``. It never decreases as `index` grows.
  ///
  /// ```swift
  /// RetryPolicy.default.ceiling(forRetry: 2)  // 2 seconds
  /// ```
  ///
  /// - Parameter index: The retry, counted from zero.
  /// - Returns: The longest the wait can be, within `0 ...` ``maximumDelay``.
  public func ceiling(forRetry index: Int) -> Duration {
    let cap = maxDelay.clampedWait
    var ceiling = min(baseDelay.clampedWait, cap)
    guard ceiling > .zero else { return .zero }
    // Exact doublings, stopping at the cap: even a one-attosecond base passes 100 years
    // after 92 of them, so the loop is short for any index.
    var remaining = max(index, 0)
    while remaining > 0, ceiling < cap {
      ceiling = min(ceiling + ceiling, cap)
      remaining -= 1
    }
    return ceiling
  }

  /// The wait before retry `index`: a fraction from ``jitter`` of ``ceiling(forRetry:)``.
  ///
  /// ```swift
  /// RetryPolicy(jitter: .fixed(1)).delay(forRetry: 1)  // 1 second
  /// ```
  ///
  /// - Parameter index: The retry, counted from zero.
  /// - Returns: The wait, within `0 ... ceiling(forRetry: index)`.
  public func delay(forRetry index: Int) -> Duration {
    delay(forRetry: index, fraction: jitter.fraction())
  }

  /// The wait before retry `index` for a fraction already drawn: the whole ceiling for a
  /// fraction of 1 or more (or NaN), nothing for 0 or less.
  func delay(forRetry index: Int, fraction: Double) -> Duration {
    let ceiling = ceiling(forRetry: index)
    guard fraction < 1 else { return ceiling }
    guard fraction > 0 else { return .zero }
    // The ceiling is at most 100 years: its seconds and their product fit any conversion.
    return min(max(.seconds(ceiling.inSeconds * fraction), .zero), ceiling)
  }

  /// Judges a failure outside any lock: whether it qualifies, and the jitter for its wait
  /// (drawn only when it does).
  func judge(_ error: AppError) -> (retryable: Bool, fraction: Double) {
    let retryable = shouldRetry(error)
    return (retryable, retryable ? jitter.fraction() : 0)
  }
}
