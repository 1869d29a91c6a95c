/// How an error must be handled — not where it came from.
///
/// The level, together with the ``ErrorContext``, decides the ``Presentation`` through a
/// ``PresentationPolicy``.
///
/// ```swift
/// var level: ErrorLevel { self == .tokenExpired ? .sessionExpired : .notifyUser }
/// ```
public enum ErrorLevel: String, Sendable, Hashable, CaseIterable, Codable {
  /// The app cannot go on with what the user was doing; never coalesced away.
  case critical
  /// The user's session is over: the app signs out (once).
  case sessionExpired
  /// The user must be told; nothing else to do.
  case notifyUser
  /// The work may succeed if tried again; the error carries a ``RetryAction``.
  case retryable
  /// Written to the logs only; never reaches the user.
  case logOnly
}
