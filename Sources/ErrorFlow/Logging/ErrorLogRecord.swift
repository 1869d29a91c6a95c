import Foundation

/// One logged error, ready for any sink: plain values, `Codable` for JSON Lines.
///
/// ```swift
/// let record = ErrorLogRecord(error)
/// print(record.level, record.source.line, record.debugMessage)
/// ```
public struct ErrorLogRecord: Sendable, Hashable, Codable {
  /// When the error was logged.
  ///
  /// ```swift
  /// print(record.timestamp)
  /// ```
  public var timestamp: Date

  /// How the error is handled.
  ///
  /// ```swift
  /// if record.level == .critical { page(onCall) }
  /// ```
  public var level: ErrorLevel

  /// What the user was doing.
  ///
  /// ```swift
  /// print(record.context)  // pageLoad
  /// ```
  public var context: ErrorContext

  /// `domain`, `cancelled` or `unknown`.
  ///
  /// ```swift
  /// if record.kind == "unknown" { flagForTriage(record) }
  /// ```
  public var kind: String

  /// The message shown to the user, if any.
  ///
  /// ```swift
  /// print(record.userMessage ?? "(not shown)")
  /// ```
  public var userMessage: String?

  /// The message for developers.
  ///
  /// ```swift
  /// print(record.debugMessage)
  /// ```
  public var debugMessage: String

  /// Where the error was created or published.
  ///
  /// ```swift
  /// print(record.source)  // App/File.swift:12 f()
  /// ```
  public var source: CallSite

  /// The coalescing key.
  ///
  /// ```swift
  /// analytics.count(record.identityKey)
  /// ```
  public var identityKey: String

  /// The errors it was made from, outermost first, as `String(reflecting:)` spells them
  /// (an `NSError` as `Error Domain=D Code=N "…"`): at most 64, each at most 1,000
  /// characters, an error that holds other errors written at most 8 levels deep. When the
  /// chain goes on, a last entry says so: `"… N more"`, or
  /// `"… cycle: leads back to an earlier error"`.
  ///
  /// ```swift
  /// print(record.underlying.joined(separator: " <- "))
  /// ```
  public var underlying: [String]

  /// A record of `error`.
  ///
  /// ```swift
  /// sink.write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - timestamp: When it was logged; now by default.
  public init(_ error: AppError, timestamp: Date = Date()) {
    self.timestamp = timestamp
    self.level = error.level
    self.context = error.context
    switch error.kind {
    case .domain: kind = "domain"
    case .cancelled: kind = "cancelled"
    case .unknown: kind = "unknown"
    }
    self.userMessage = error.userMessage
    self.debugMessage = error.debugMessage
    self.source = error.source
    self.identityKey = error.identityKey
    let chain = ErrorChain(of: error)
    var underlying = chain.errors.map { ErrorDescription.of($0) }
    if let summary = chain.summary { underlying.append(summary) }
    self.underlying = underlying
  }

  /// One human-readable line: `[level] context debug message (user: "…") @ File.swift:12 f()`.
  ///
  /// Always exactly one line: a line break, control character (`ESC`…) or bidi control in
  /// any part is written as a visible escape (`\n`, `\r`, `\t`, `\u{1B}`, `\u{2028}`),
  /// so a message can neither forge a second log line nor drive the terminal.
  ///
  /// ```swift
  /// print(record.line)  // [notifyUser] action ... @ App/File.swift:12 f()
  /// ```
  public var line: String {
    var text = "[\(level.rawValue)] \(context.rawValue) \(debugMessage)"
    if let userMessage { text += " (user: \"\(userMessage)\")" }
    text += " @ \(source)"
    if underlying.count > 1 { text += " <- " + underlying.dropFirst().joined(separator: " <- ") }
    return LogText.escaped(text)
  }
}
