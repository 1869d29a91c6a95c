/// A failure of the sink itself, as the ``AppError`` its notices and its retry policy see.
struct ReportingFailure: Error, CustomStringConvertible {
  let description: String

  /// The context of the sink's own notices.
  static let context = ErrorContext(rawValue: "errorReporting")

  /// A notice for the fallback: a ``ErrorLevel/logOnly`` record whose debug message is
  /// `message`.
  static func notice(_ message: String, line: Int = #line) -> ErrorLogRecord {
    let error = AppError(
      kind: .unknown(ReportingFailure(description: message)), context: context,
      level: .logOnly, line: line)
    var record = ErrorLogRecord(error)
    record.debugMessage = "HTTPLogSink: " + message
    record.underlying = []
    record.errorType = nil
    return record
  }

  /// The error a retry policy judges for a failed request: retryable, in the context of
  /// the sink's notices.
  static func retryable(_ reason: String) -> AppError {
    AppError(
      kind: .unknown(ReportingFailure(description: reason)), context: context,
      level: .retryable)
  }
}
