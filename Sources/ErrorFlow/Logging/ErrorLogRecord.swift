import Foundation

/// One logged error, ready for any sink: plain values, `Codable` for JSON Lines.
///
/// ```swift
/// let record = ErrorLogRecord(error)
/// print(record.level, record.source.line, record.debugMessage)
/// ```
public struct ErrorLogRecord: Sendable, Hashable, Codable {
  /// A stable identifier, a UUID string made when the record is made: it travels with the
  /// record (JSON Lines, the ``HTTPLogSink`` outbox, OTLP's `log.record.uid`), so a server
  /// that receives a record twice — delivery is at least once — can drop the duplicate.
  ///
  /// ```swift
  /// print(record.id)  // "6F1C2A0E-…"
  /// ```
  public var id: String

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
  /// characters, an error that holds other errors written at most 8 levels deep. A Foundation
  /// error that prints the same as the Foundation error above it (a `URLError` over the
  /// `NSError` it wraps) is written once. When the chain goes on, a last entry says so: `"… N more"`, or
  /// `"… cycle: leads back to an earlier error"`.
  ///
  /// ```swift
  /// print(record.underlying.joined(separator: " <- "))
  /// ```
  public var underlying: [String]

  /// How many times the work was tried, when a ``RetryPolicy`` retried it; `nil` (and absent
  /// from JSON) for a single attempt.
  ///
  /// ```swift
  /// if let attempts = record.attempts { print("after \(attempts) attempts") }
  /// ```
  public var attempts: Int?

  /// The Swift type of the error the record was made from (the outermost of ``underlying``),
  /// as `String(reflecting:)` spells it: `App.TitlesError`, `Foundation.URLError`; `nil`
  /// (and absent from JSON) for a cancellation or an ``AppError`` with no error under it.
  ///
  /// ```swift
  /// print(record.errorType ?? "-")  // App.TitlesError
  /// ```
  public var errorType: String?

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
    self.id = UUID().uuidString
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
    var underlying: [String] = []
    var previousIsFoundation = false
    for link in chain.errors {
      // A Foundation error often wraps an NSError that prints the same (a URLError over the
      // error of the connection it failed on): one line says it.
      let text = ErrorDescription.of(link)
      let isFoundation = ErrorChain.asNSError(link) != nil || link is any CustomNSError
      if isFoundation, previousIsFoundation, text == underlying.last { continue }
      underlying.append(text)
      previousIsFoundation = isFoundation
    }
    if let summary = chain.summary { underlying.append(summary) }
    self.underlying = underlying
    self.errorType = chain.errors.first.map { String(reflecting: type(of: $0)) }
    self.attempts = error.attempts > 1 ? error.attempts : nil
  }

  private enum CodingKeys: String, CodingKey {
    case id, timestamp, level, context, kind, userMessage, debugMessage, source, identityKey
    case underlying, attempts, errorType
  }

  /// Decodes a record; a record written before records had an ``id`` gets a new one.
  ///
  /// ```swift
  /// let record = try JSONDecoder().decode(ErrorLogRecord.self, from: line)
  /// ```
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(String.self, forKey: .id) ?? UUID().uuidString
    timestamp = try container.decode(Date.self, forKey: .timestamp)
    level = try container.decode(ErrorLevel.self, forKey: .level)
    context = try container.decode(ErrorContext.self, forKey: .context)
    kind = try container.decode(String.self, forKey: .kind)
    userMessage = try container.decodeIfPresent(String.self, forKey: .userMessage)
    debugMessage = try container.decode(String.self, forKey: .debugMessage)
    source = try container.decode(CallSite.self, forKey: .source)
    identityKey = try container.decode(String.self, forKey: .identityKey)
    underlying = try container.decode([String].self, forKey: .underlying)
    attempts = try container.decodeIfPresent(Int.self, forKey: .attempts)
    errorType = try container.decodeIfPresent(String.self, forKey: .errorType)
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
    if let attempts { text += " after \(attempts) attempts" }
    text += " @ \(source)"
    if underlying.count > 1 { text += " <- " + underlying.dropFirst().joined(separator: " <- ") }
    return LogText.escaped(text)
  }
}
