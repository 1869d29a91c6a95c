/// A destination for logged errors: the console, a JSON Lines file, memory, a remote service.
///
/// ```swift
/// struct PrintSink: ErrorLogSink {
///   func write(_ record: ErrorLogRecord) { print(record.line) }
/// }
/// ```
///
/// A sink must not throw or crash: when it cannot write, it falls back or drops, and says so.
public protocol ErrorLogSink: Sendable {
  /// Writes one record; called from any thread.
  ///
  /// - Parameter record: The record.
  func write(_ record: ErrorLogRecord)
}
