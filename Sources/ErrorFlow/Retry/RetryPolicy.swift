/// When and how often failed work is tried again: a number of attempts, exponential backoff
/// with full jitter under a cap, an optional deadline, and which errors qualify.
///
/// One policy serves a stream (``ObservableType/retry(_:scheduler:)``) and a
/// view model (``ErrorTracker/perform(context:retry:isolation:file:function:line:_:)``).
/// The wait before retry `n` (the first retry is `n = 0`) is a random fraction of
/// `min(maxDelay, baseDelay * 2^n)` — "full jitter", so clients that failed together spread
/// out instead of retrying in lockstep. A round of attempts ends at the first success: a
/// stream's next element, or the view model's work returning, starts the count again.
/// A cancellation is never retried, whatever the predicate says.
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

  /// The number of attempts in a round, the first one included; `1` or less never retries.
  ///
  /// ```swift
  /// policy.maxAttempts = 5  // the first attempt and up to four retries
  /// ```
  public var maxAttempts: Int

  /// The ceiling of the first wait; each later ceiling doubles, up to ``maxDelay``.
  ///
  /// ```swift
  /// policy.baseDelay = .milliseconds(250)
  /// ```
  public var baseDelay: Duration

  /// The largest ceiling a wait can have, however many attempts came before.
  ///
  /// ```swift
  /// policy.maxDelay = .seconds(30)
  /// ```
  public var maxDelay: Duration

  /// The longest a round may spend retrying, counted from its first failure: a retry whose
  /// wait would end later is not made, and the failure is delivered. `nil` has no limit.
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

  /// The ceiling of the wait before retry `index` (the first retry is `0`):
  /// `min(maxDelay, baseDelay * 2^index)`, never negative.
  ///
  /// ```swift
  /// RetryPolicy.default.ceiling(forRetry: 2)  // 2 seconds
  /// ```
  ///
  /// - Parameter index: The retry, counted from zero.
  /// - Returns: The longest the wait can be.
  public func ceiling(forRetry index: Int) -> Duration {
    let cap = max(maxDelay.inSeconds, 0)
    let base = max(baseDelay.inSeconds, 0)
    let ceiling = min(
      cap, base * Double(sign: .plus, exponent: min(max(index, 0), 1000), significand: 1))
    return .seconds(ceiling)
  }

  /// The wait before retry `index`: a fraction from ``jitter`` of ``ceiling(forRetry:)``.
  ///
  /// ```swift
  /// RetryPolicy(jitter: .fixed(1)).delay(forRetry: 1)  // 1 second
  /// ```
  ///
  /// - Parameter index: The retry, counted from zero.
  /// - Returns: The wait.
  public func delay(forRetry index: Int) -> Duration {
    delay(forRetry: index, fraction: jitter.fraction())
  }

  /// The wait before retry `index` for a fraction already drawn.
  func delay(forRetry index: Int, fraction: Double) -> Duration {
    .seconds(ceiling(forRetry: index).inSeconds * fraction)
  }

  /// Judges a failure outside any lock: whether it qualifies, and the jitter for its wait
  /// (drawn only when it does).
  func judge(_ error: AppError) -> (retryable: Bool, fraction: Double) {
    let retryable = shouldRetry(error)
    return (retryable, retryable ? jitter.fraction() : 0)
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var inSeconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
