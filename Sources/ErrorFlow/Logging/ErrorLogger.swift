/// Writes every error to its sinks; view models and the ``ErrorBus`` log through one.
///
/// ```swift
/// let memory = InMemoryLogSink()
/// let logger = ErrorLogger(sinks: [ConsoleLogSink(), memory])
/// logger.log(error)
/// memory.records.count  // 1
/// ```
///
/// A sink that can fail on its own, later, away from any `log` call — an ``HTTPLogSink``
/// whose collector rejects a batch — reports that failure to the logger's ``fallback``
/// (standard error unless you give one): the logger hands its fallback to each such sink
/// that was not given one of its own, so one argument wires them all.
///
/// ```swift
/// let reporter = try HTTPLogSink(
///   endpoint: URL(string: "http://127.0.0.1:4318/v1/logs")!,
///   outboxDirectory: URL(fileURLWithPath: "data/outbox"))
/// let logger = ErrorLogger(sinks: [reporter], fallback: ConsoleLogSink())
/// ```
public final class ErrorLogger: Sendable {
  /// The sinks, in the order they are written.
  ///
  /// ```swift
  /// print(logger.sinks.count)
  /// ```
  public let sinks: [any ErrorLogSink]

  /// Where the sinks report their own failures (and the records they could not deliver):
  /// a ``ConsoleLogSink`` on standard error unless the logger was given another.
  ///
  /// ```swift
  /// logger.fallback.write(record)
  /// ```
  public let fallback: any ErrorLogSink
  /// The test scope this logger was made in, if any (ErrorObservation.swift).
  private let observer: (any ErrorObserver)?

  /// A logger writing to `sinks`, whose failures go to `fallback`.
  ///
  /// ```swift
  /// let logger = ErrorLogger(sinks: [ConsoleLogSink()])
  /// ```
  ///
  /// - Parameters:
  ///   - sinks: The destinations.
  ///   - fallback: Receives what a sink could not deliver and a notice saying why; standard
  ///     error by default. Each sink among `sinks` that reports failures and was made
  ///     without a fallback of its own (an ``HTTPLogSink`` made with `fallback: nil`)
  ///     reports to this one from now on.
  public convenience init(sinks: [any ErrorLogSink], fallback: any ErrorLogSink = ConsoleLogSink())
  {
    self.init(sinks: sinks, fallback: fallback, observer: ErrorObservation.observer)
  }

  private init(
    sinks: [any ErrorLogSink], fallback: any ErrorLogSink, observer: (any ErrorObserver)?
  ) {
    self.sinks = sinks
    self.fallback = fallback
    self.observer = observer
    for sink in sinks {
      (sink as? any FallbackAdopting)?.adoptFallback(fallback)
    }
  }

  /// A logger that writes nothing.
  ///
  /// ```swift
  /// let tracker = ErrorTracker(logger: .disabled)
  /// ```
  public static let disabled = ErrorLogger(
    sinks: [], fallback: ConsoleLogSink(), observer: nil)  // shared: never a test scope's

  /// Writes `error` to every sink.
  ///
  /// ```swift
  /// logger.log(AppError(error, context: .action))
  /// ```
  ///
  /// - Parameter error: The error.
  public func log(_ error: AppError) {
    if sinks.isEmpty, observer == nil { return }
    let record = ErrorLogRecord(error)
    observer?.logged(record)
    for sink in sinks { sink.write(record) }
  }
}
