import Foundation

/// Writes one readable line per error to standard error.
///
/// ```swift
/// let logger = ErrorLogger(sinks: [ConsoleLogSink()])
/// ```
public struct ConsoleLogSink: ErrorLogSink {
  /// A sink writing to standard error.
  ///
  /// ```swift
  /// let sink = ConsoleLogSink()
  /// ```
  public init() {}

  /// Writes `record.line` and a newline to standard error, in one `write`: the line has
  /// its line breaks and control characters escaped (see ``ErrorLogRecord/line``), so each
  /// record is exactly one line and no escape sequence reaches the terminal.
  ///
  /// ```swift
  /// ConsoleLogSink().write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) {
    StandardError.write(record.line + "\n")
  }
}
