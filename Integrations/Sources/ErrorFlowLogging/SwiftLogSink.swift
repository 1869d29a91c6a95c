import ErrorFlow
import Logging

/// Sends ErrorFlow's log records to a swift-log `Logger`: one log call per record, at the
/// level the table in ``standardLevel(for:)`` gives, with the record's fields as metadata.
///
/// A server or command-line app that logs through swift-log adds it to its
/// `ErrorLogger` and passes that logger on as usual:
///
/// ```swift
/// LoggingSystem.bootstrap(StreamLogHandler.standardError)
/// let errorLogger = ErrorLogger(sinks: [SwiftLogSink(logger: Logger(label: "notes-server"))])
/// let tracker = ErrorTracker(logger: errorLogger)
/// ```
///
/// What one call carries:
///
/// - the message: the record's `ErrorLogRecord/debugMessage`;
/// - `file`, `function` and `line`: the error's call site, not this sink's, so a handler that
///   prints them (or swift-otel's, which turns them into `code.*` attributes) names the line
///   that raised or published the error; the `source` follows from the file (its module);
/// - the metadata listed in ``MetadataKey``: record id, level, context, kind, identity key,
///   call site, error type, user message, attempts and the error chain.
///
/// Following swift-log's advice for libraries, the sink never makes a logger of its own: it
/// takes the app's (``init(logger:levels:escapesControlCharacters:)``), or reads
/// `Logger.current` at each write (``current(levels:escapesControlCharacters:)``), so the
/// app's handler, log level and metadata apply.
///
/// Where it delivers: ``write(_:)`` calls the logger synchronously on the thread that logged
/// the error (an `ErrorLogger/log(_:)` call), takes no lock and waits for
/// nothing of its own; how long the call lasts is the log handler's business
/// (`StreamLogHandler` writes a line, swift-otel's handler hands the record to its batch
/// processor and returns).
public struct SwiftLogSink: ErrorLogSink {
  /// Where a write goes: one logger, or the task-local logger of the writing task.
  private enum Destination: Sendable {
    case logger(Logger)
    case current
  }

  private let destination: Destination
  private let levels: @Sendable (ErrorLevel) -> Logger.Level
  private let escapes: Bool

  /// A sink logging to `logger`.
  ///
  /// ```swift
  /// var logger = Logger(label: "notes-cli")
  /// logger.logLevel = .notice  // logOnly errors (info) are filtered out
  /// let sink = SwiftLogSink(logger: logger)
  /// ```
  ///
  /// - Parameters:
  ///   - logger: The app's logger; its handler, log level and metadata apply to every record.
  ///   - levels: The swift-log level of each `ErrorLevel`; the table in
  ///     ``standardLevel(for:)`` by default.
  ///   - escapesControlCharacters: Whether line breaks and control characters in the message
  ///     and in string metadata are written as visible escapes (`\n`, `\u{1B}`), so that a
  ///     message from a server can neither forge a log line nor drive the terminal that shows
  ///     the log. `true` by default; pass `false` when every handler encodes its output
  ///     (JSON, OTLP) and should receive the text as it is.
  public init(
    logger: Logger,
    levels: @escaping @Sendable (ErrorLevel) -> Logger.Level = SwiftLogSink.standardLevel(for:),
    escapesControlCharacters: Bool = true
  ) {
    self.init(
      destination: .logger(logger), levels: levels, escapes: escapesControlCharacters)
  }

  /// A sink logging to `Logger.current` as it is when each record is written, so the
  /// metadata an app binds with `withLogger(mergingMetadata:)` around a request (a request
  /// id) travels with the errors logged inside it.
  ///
  /// ```swift
  /// let errorLogger = ErrorLogger(sinks: [SwiftLogSink.current()])
  /// try await withLogger(mergingMetadata: ["request.id": "\(id)"]) { _ in
  ///   try await handle(request)  // errors logged here carry request.id
  /// }
  /// ```
  ///
  /// `Logger.current` follows structured concurrency only: an error logged on a thread that
  /// no task bound (a Dispatch callback) goes to swift-log's unbound default logger, whose
  /// label is empty.
  ///
  /// - Parameters:
  ///   - levels: The swift-log level of each `ErrorLevel`; the table in
  ///     ``standardLevel(for:)`` by default.
  ///   - escapesControlCharacters: As in ``init(logger:levels:escapesControlCharacters:)``.
  /// - Returns: The sink.
  public static func current(
    levels: @escaping @Sendable (ErrorLevel) -> Logger.Level = SwiftLogSink.standardLevel(for:),
    escapesControlCharacters: Bool = true
  ) -> SwiftLogSink {
    SwiftLogSink(destination: .current, levels: levels, escapes: escapesControlCharacters)
  }

  private init(
    destination: Destination, levels: @escaping @Sendable (ErrorLevel) -> Logger.Level,
    escapes: Bool
  ) {
    self.destination = destination
    self.levels = levels
    self.escapes = escapes
  }

  /// Logs `record` with one call to the logger.
  ///
  /// ```swift
  /// sink.write(ErrorLogRecord(AppError(error, context: .action)))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) {
    let logger: Logger
    switch destination {
    case .logger(let fixed): logger = fixed
    case .current: logger = Logger.current
    }
    // The message and the metadata are autoclosures: a record below the logger's level
    // builds neither.
    logger.log(
      level: levels(record.level), "\(text(record.debugMessage))",
      metadata: MetadataKey.metadata(of: record, text: text(_:)),
      file: text(record.source.fileID), function: text(record.source.function),
      // An app-made or decoded call site may hold any Int: clamp, never trap.
      line: UInt(clamping: record.source.line))
  }

  /// `string` as the sink writes it: escaped, unless the sink was made with
  /// `escapesControlCharacters: false`.
  private func text(_ string: String) -> String {
    escapes ? LogLineText.escaped(string) : string
  }

  /// The standard level of each `ErrorLevel` in swift-log, the same severities
  /// as `HTTPLogSink` sends to an OpenTelemetry collector:
  ///
  /// | ErrorLevel       | Logger.Level | OTLP severity (HTTPLogSink) |
  /// |------------------|--------------|-----------------------------|
  /// | `critical`       | `.critical`  | FATAL (21)                  |
  /// | `sessionExpired` | `.error`     | ERROR (17)                  |
  /// | `notifyUser`     | `.error`     | ERROR (17)                  |
  /// | `retryable`      | `.warning`   | WARN (13)                   |
  /// | `logOnly`        | `.info`      | INFO (9)                    |
  ///
  /// These are the app's errors, at the levels the app gave them: swift-log asks libraries to
  /// keep their *own* messages at `info` or below, and an app may log at any level.
  /// Pass another function as `levels` to change the table.
  ///
  /// ```swift
  /// let sink = SwiftLogSink(logger: logger) { level in
  ///   level == .logOnly ? .debug : SwiftLogSink.standardLevel(for: level)
  /// }
  /// ```
  ///
  /// - Parameter level: ErrorFlow's level.
  /// - Returns: swift-log's level.
  @Sendable
  public static func standardLevel(for level: ErrorLevel) -> Logger.Level {
    switch level {
    case .critical: .critical
    case .sessionExpired, .notifyUser: .error
    case .retryable: .warning
    case .logOnly: .info
    }
  }
}
