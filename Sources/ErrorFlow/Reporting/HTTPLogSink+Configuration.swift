import Foundation

extension HTTPLogSink {
  /// How an ``HTTPLogSink`` batches, bounds, retries and labels what it sends.
  ///
  /// ```swift
  /// var configuration = HTTPLogSink.Configuration(serviceName: "recorder")
  /// configuration.batchSize = 20
  /// configuration.maxBatchAge = .seconds(2)
  /// ```
  public struct Configuration: Sendable {
    /// The most records one request carries; a batch is sent as soon as this many wait.
    ///
    /// ```swift
    /// configuration.batchSize = 100
    /// ```
    public var batchSize: Int

    /// The longest a record waits for its batch to fill: after this, what waits is sent.
    /// Zero or less sends each record at once; at most ``RetryPolicy/maximumDelay`` counts.
    ///
    /// ```swift
    /// configuration.maxBatchAge = .seconds(5)
    /// ```
    public var maxBatchAge: Duration

    /// The most records the outbox keeps; past it, the oldest ``ErrorLevel/logOnly``
    /// record goes first (then the oldest of any level), each drop counted in
    /// ``HTTPLogSink/Status/dropped`` and written to the fallback.
    ///
    /// ```swift
    /// configuration.outboxLimit = 5_000
    /// ```
    public var outboxLimit: Int

    /// The most bytes the outbox file may hold (one JSON line per record), enforced like
    /// ``outboxLimit``.
    ///
    /// ```swift
    /// configuration.outboxByteLimit = 4 << 20
    /// ```
    public var outboxByteLimit: Int

    /// How failed requests are retried: the waits between attempts, and how many attempts
    /// a round has. A 5xx answer, a 429 and a network error are retried; the policy is asked
    /// with an ``AppError`` of level ``ErrorLevel/retryable``. When a round ends without
    /// success, the failure is reported once, the records stay in the outbox, and a new
    /// round starts after ``RetryPolicy/maxDelay``.
    ///
    /// ```swift
    /// configuration.retry = RetryPolicy(maxAttempts: 6, baseDelay: .seconds(1))
    /// ```
    public var retry: RetryPolicy

    /// The OpenTelemetry `service.name` of the resource the records come from.
    ///
    /// ```swift
    /// configuration.serviceName = "recorder-ios"
    /// ```
    public var serviceName: String

    /// Extra request headers, such as an API key; `Content-Type` is always
    /// `application/json`. Checked when the sink is made: a name that is not an HTTP token, a
    /// value with a line break or another control character, or a header the sink writes
    /// itself (`Host`, `Content-Length`, `Connection`, …) is refused with a
    /// ``HTTPLogSink/ConfigurationError`` that names the header, never its value.
    ///
    /// ```swift
    /// configuration.headers = ["Authorization": "Bearer \(token)"]
    /// ```
    public var headers: [String: String]

    /// How long one request may take before it counts as a network error: one deadline for
    /// name resolution, connecting, sending and reading the answer, whatever the collector
    /// does. The sink stops waiting for a transport that has not ended 2 seconds after it,
    /// and sends no other request until that transport returns.
    ///
    /// ```swift
    /// configuration.requestTimeout = .seconds(15)
    /// ```
    public var requestTimeout: Duration

    /// A configuration; every value has a default.
    ///
    /// ```swift
    /// let configuration = HTTPLogSink.Configuration(batchSize: 20, serviceName: "recorder")
    /// ```
    ///
    /// - Parameters:
    ///   - batchSize: The most records per request; 50 by default.
    ///   - maxBatchAge: The longest a record waits for its batch; 5 seconds by default.
    ///   - outboxLimit: The most records kept; 1,000 by default.
    ///   - outboxByteLimit: The most bytes kept; 1 MiB by default.
    ///   - retry: The retry policy; ``HTTPLogSink/defaultRetry`` by default.
    ///   - serviceName: The resource's `service.name`; the process name by default.
    ///   - headers: Extra request headers; none by default.
    ///   - requestTimeout: The limit of one request; 10 seconds by default.
    public init(
      batchSize: Int = 50, maxBatchAge: Duration = .seconds(5), outboxLimit: Int = 1_000,
      outboxByteLimit: Int = 1 << 20, retry: RetryPolicy = HTTPLogSink.defaultRetry,
      serviceName: String = ProcessInfo.processInfo.processName,
      headers: [String: String] = [:], requestTimeout: Duration = .seconds(10)
    ) {
      self.batchSize = batchSize
      self.maxBatchAge = maxBatchAge
      self.outboxLimit = outboxLimit
      self.outboxByteLimit = outboxByteLimit
      self.retry = retry
      self.serviceName = serviceName
      self.headers = headers
      self.requestTimeout = requestTimeout
    }

    /// The values as the sink uses them: at least one record per batch and in the outbox,
    /// a batch no larger than the outbox, durations within `0 ...`
    /// ``RetryPolicy/maximumDelay`` (a request timeout of at least 1 ms). Any value an app
    /// sets, `Int.min` to `.seconds(1e20)`, is usable after this.
    package var normalized: Configuration {
      var copy = self
      copy.outboxLimit = max(1, outboxLimit)
      copy.outboxByteLimit = max(1, outboxByteLimit)
      copy.batchSize = min(max(1, batchSize), copy.outboxLimit)
      copy.maxBatchAge = maxBatchAge.clampedWait
      copy.requestTimeout = max(.milliseconds(1), requestTimeout.clampedWait)
      return copy
    }
  }

  /// The default retry policy of an ``HTTPLogSink``: six attempts a round, waits of at most
  /// 1, 2, 4, 8 and 16 seconds (full jitter, 60 s cap).
  ///
  /// ```swift
  /// var policy = HTTPLogSink.defaultRetry
  /// policy.maxAttempts = 10
  /// ```
  public static let defaultRetry = RetryPolicy(
    maxAttempts: 6, baseDelay: .seconds(1), maxDelay: .seconds(60))
}
