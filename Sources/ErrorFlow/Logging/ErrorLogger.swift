/// Writes every error to its sinks; view models and the ``ErrorBus`` log through one.
///
/// ```swift
/// let memory = InMemoryLogSink()
/// let logger = ErrorLogger(sinks: [ConsoleLogSink(), memory])
/// logger.log(error)
/// memory.records.count  // 1
/// ```
public final class ErrorLogger: Sendable {
  /// The sinks, in the order they are written.
  ///
  /// ```swift
  /// print(logger.sinks.count)
  /// ```
  public let sinks: [any ErrorLogSink]

  /// A logger writing to `sinks`.
  ///
  /// ```swift
  /// let logger = ErrorLogger(sinks: [ConsoleLogSink()])
  /// ```
  ///
  /// - Parameter sinks: The destinations.
  public init(sinks: [any ErrorLogSink]) {
    self.sinks = sinks
  }

  /// A logger that writes nothing.
  ///
  /// ```swift
  /// let tracker = ErrorTracker(logger: .disabled)
  /// ```
  public static let disabled = ErrorLogger(sinks: [])

  /// Writes `error` to every sink.
  ///
  /// ```swift
  /// logger.log(AppError(error, context: .action))
  /// ```
  ///
  /// - Parameter error: The error.
  public func log(_ error: AppError) {
    if sinks.isEmpty { return }
    let record = ErrorLogRecord(error)
    for sink in sinks { sink.write(record) }
  }
}
