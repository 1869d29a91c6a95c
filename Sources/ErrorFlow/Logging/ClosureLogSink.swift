/// Hands each record to a closure: send it to a remote crash or analytics service.
///
/// ```swift
/// let remote = ClosureLogSink { record in analytics.track("error", record.identityKey) }
/// ```
public struct ClosureLogSink: ErrorLogSink {
  private let handler: @Sendable (ErrorLogRecord) -> Void

  /// A sink calling `handler` for each record, on the logging thread.
  ///
  /// ```swift
  /// let sink = ClosureLogSink { record in upload(record) }
  /// ```
  ///
  /// - Parameter handler: Receives each record; it must return quickly (queue slow work).
  public init(_ handler: @escaping @Sendable (ErrorLogRecord) -> Void) {
    self.handler = handler
  }

  /// Calls the handler.
  ///
  /// ```swift
  /// sink.write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) { handler(record) }
}
