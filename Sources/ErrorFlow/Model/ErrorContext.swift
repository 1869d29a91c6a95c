/// What the user was doing when an error happened.
///
/// The same error is shown differently on a page that failed to load (an error page) and
/// after a button tap (a toast). Three contexts are built in; an app adds its own as static
/// constants and maps them in its ``PresentationPolicy`` (see
/// ``PresentationPolicy/presenting(_:with:)``), without forking anything:
///
/// ```swift
/// extension ErrorContext {
///   static let tokenUnavailable: ErrorContext = "tokenUnavailable"
/// }
///
/// let policy = PresentationPolicy.standard(
///   defaultTitle: "오류", unknownMessage: "오류가 발생했습니다.")
/// .presenting(.tokenUnavailable) { error in .signOut(message: error.userMessage ?? "") }
/// tracker.perform(context: .pageLoad) { try await useCase.loadRecordings() }
/// ```
///
/// Contexts compare by name; `switch` on one with `case .pageLoad:` and a `default:`.
public struct ErrorContext: RawRepresentable, Sendable, Hashable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The context's name, as logged: `"pageLoad"`, `"action"`, `"tokenUnavailable"`.
  ///
  /// ```swift
  /// print(ErrorContext.pageLoad.rawValue)  // "pageLoad"
  /// ```
  public let rawValue: String

  /// A context named `rawValue`.
  ///
  /// ```swift
  /// let checkout = ErrorContext(rawValue: "checkout")
  /// ```
  ///
  /// - Parameter rawValue: The context's name; equal names are the same context.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A context from a string literal.
  ///
  /// ```swift
  /// static let checkout: ErrorContext = "checkout"
  /// ```
  ///
  /// - Parameter value: The context's name.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Loading the content of a screen: the standard policy shows an error page.
  ///
  /// ```swift
  /// tracker.perform(context: .pageLoad) { try await useCase.loadRecordings() }
  /// ```
  public static let pageLoad: ErrorContext = "pageLoad"

  /// A user action on a loaded screen (a tap, a save, a submit): the standard policy shows a
  /// toast, or an alert with Retry for a retryable error.
  ///
  /// ```swift
  /// tracker.perform(context: .action) { try await useCase.save(note) }
  /// ```
  public static let action: ErrorContext = "action"

  /// Signing in, signing up, refreshing credentials: the standard policy shows an alert.
  ///
  /// ```swift
  /// tracker.perform(context: .authentication) { try await session.signIn() }
  /// ```
  public static let authentication: ErrorContext = "authentication"

  /// The three built-in contexts.
  ///
  /// ```swift
  /// for context in ErrorContext.builtIn { print(context) }
  /// ```
  public static let builtIn: [ErrorContext] = [.pageLoad, .action, .authentication]

  /// The context's name.
  ///
  /// ```swift
  /// print(ErrorContext.action)  // "action"
  /// ```
  public var description: String { rawValue }

  /// Decodes the context's name.
  ///
  /// ```swift
  /// let context = try JSONDecoder().decode(ErrorContext.self, from: Data("\"action\"".utf8))
  /// ```
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the context's name.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(ErrorContext.action)  // "\"action\""
  /// ```
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
