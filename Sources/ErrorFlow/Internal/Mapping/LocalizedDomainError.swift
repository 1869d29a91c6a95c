import Foundation

/// A plain `LocalizedError` with a message, seen as a domain error: its `errorDescription` is
/// the user message, its level ``ErrorLevel/notifyUser``, its identity its type and value.
/// The original stays the underlying error, for the logs.
struct LocalizedDomainError: AppErrorProtocol, Sendable {
  // `any LocalizedError` is not Sendable; the value is only read (messages, descriptions).
  let original: any LocalizedError
  let message: String

  var errorDescription: String? { message }
  var level: ErrorLevel { .notifyUser }
  // Bounded, like every description of user data (ErrorDescription: depth and length capped).
  var debugDescription: String { ErrorDescription.of(original) }
  /// A wrapper's is its type and what it wraps (WrappedError.swift), not its text.
  var identityKey: String {
    WrappedError.identity(of: original)
      ?? "\(String(reflecting: type(of: original))).\(ErrorDescription.of(original, style: .describing))"
  }
  var underlyingError: (any Error)? { original }
}
