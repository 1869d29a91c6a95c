extension HTTPLogSink {
  /// A snapshot of what an ``HTTPLogSink`` holds and has done since it was made, for a
  /// console line such as "reports queued: 3".
  ///
  /// ```swift
  /// let status = sink.status
  /// print("reports queued: \(status.pending), sent: \(status.delivered)")
  /// ```
  public struct Status: Sendable, Equatable {
    /// Records written (or found in the outbox at start) and not yet delivered, rejected
    /// or dropped.
    ///
    /// ```swift
    /// if sink.status.pending > 0 { print("reports queued: \(sink.status.pending)") }
    /// ```
    public var pending: Int

    /// Records the collector accepted (a 2xx answer).
    ///
    /// ```swift
    /// print(sink.status.delivered)
    /// ```
    public var delivered: Int

    /// Records dropped: pushed out by the outbox's bounds or too large for it (each written
    /// to the fallback), and lines of the outbox file that could not be read at start.
    ///
    /// ```swift
    /// print(sink.status.dropped)
    /// ```
    public var dropped: Int

    /// Records the collector refused with a 4xx answer other than 429: not retried, written
    /// to the fallback.
    ///
    /// ```swift
    /// print(sink.status.rejected)
    /// ```
    public var rejected: Int

    /// The latest failure, such as `"HTTP 503"` or a network error, or `nil` if there was
    /// none yet. It stays after later successes; compare ``pending`` to see draining. One
    /// line, safe to print: line breaks and control characters of a transport's error text
    /// are written as visible escapes (`\n`, `\u{1B}`), as in ``ErrorLogRecord/line``.
    ///
    /// ```swift
    /// if let failure = sink.status.lastFailure { print("last failure:", failure) }
    /// ```
    public var lastFailure: String?

    /// A status; every count is zero by default.
    ///
    /// ```swift
    /// let empty = HTTPLogSink.Status()
    /// ```
    ///
    /// - Parameters:
    ///   - pending: Records not yet settled.
    ///   - delivered: Records accepted.
    ///   - dropped: Records pushed out by the bound.
    ///   - rejected: Records refused.
    ///   - lastFailure: The latest failure.
    public init(
      pending: Int = 0, delivered: Int = 0, dropped: Int = 0, rejected: Int = 0,
      lastFailure: String? = nil
    ) {
      self.pending = pending
      self.delivered = delivered
      self.dropped = dropped
      self.rejected = rejected
      self.lastFailure = lastFailure
    }
  }
}
