import Foundation

/// An error the app knows how to talk about: a domain error (network, storage, session,
/// validation…) conforms to it, and ``AppError`` wraps it.
///
/// ```swift
/// enum ProfileError: AppErrorProtocol {
///   case nameTooLong
///   var errorDescription: String? { "이름이 너무 깁니다." }
///   var debugDescription: String { "ProfileError.nameTooLong" }
///   var level: ErrorLevel { .notifyUser }
/// }
/// ```
///
/// Only ``errorDescription`` is worth writing; the others have defaults (``level`` is
/// ``ErrorLevel/notifyUser``, as for a plain `LocalizedError`).
///
/// It refines `LocalizedError`, as the posts' own `AppErrorProtocol` does, so
/// `error.localizedDescription` is the user message. A `nil` ``errorDescription`` is never a
/// silent trap: a case named `cancelled` (or `canceled`) is a cancellation, logged and never
/// shown; any other case is shown with the policy's default message. To keep an error out of
/// sight, give it the level ``ErrorLevel/logOnly``.
public protocol AppErrorProtocol: LocalizedError, AppErrorConvertible {
  /// The message for the user; `nil` shows the policy's default message (or nothing, for a
  /// case named `cancelled`).
  var errorDescription: String? { get }
  /// The message for developers: logs only, never shown to the user.
  var debugDescription: String { get }
  /// The title of an alert or error page showing this error; empty (the default) takes the
  /// policy's default title.
  var alertTitle: String { get }
  /// How the error must be handled.
  var level: ErrorLevel { get }
  /// Errors that are "the same" for coalescing have equal keys; by default the type and
  /// the value, so `.offline` twice is one key.
  var identityKey: String { get }
  /// The lower-layer error this one was made from, if it kept it; builds the error chain
  /// in logs.
  var underlyingError: (any Error)? { get }
}

extension AppErrorProtocol {
  /// `Type.value`, from the error's own description; bounded (at most 1,000 characters,
  /// nested errors at most 8 levels deep), so an error holding a long chain or a cycle of
  /// errors cannot overflow the stack.
  ///
  /// ```swift
  /// print(ProfileError.nameTooLong.debugDescription)  // "App.ProfileError.nameTooLong"
  /// ```
  public var debugDescription: String {
    // A struct or class describes itself with its type name already: written once.
    guard ErrorCaseName.pointer(of: self) != nil else { return ErrorDescription.of(self) }
    return "\(String(reflecting: Self.self)).\(ErrorDescription.of(self, style: .describing))"
  }

  /// Empty: the ``PresentationPolicy``'s `defaultTitle` is used. Override it to give this
  /// error a title of its own.
  ///
  /// ```swift
  /// var alertTitle: String { "네트워크 에러" }
  /// ```
  public var alertTitle: String { "" }

  /// The type and the value, e.g. `"MyApp.NetworkError.offline"`; bounded like
  /// ``AppErrorProtocol/debugDescription``.
  ///
  /// ```swift
  /// var identityKey: String { "network.offline" }
  /// ```
  public var identityKey: String {
    guard ErrorCaseName.pointer(of: self) != nil else {
      // A struct or class: its type once; a wrapper, its type and what it wraps.
      return WrappedError.identity(of: self) ?? ErrorDescription.of(self)
    }
    return "\(String(reflecting: Self.self)).\(ErrorDescription.of(self, style: .describing))"
  }

  /// ``ErrorLevel/notifyUser``, as for a plain `LocalizedError`: the user is told. Override
  /// it for errors to retry, to log only, or that end the session.
  ///
  /// ```swift
  /// var level: ErrorLevel { self == .offline ? .retryable : .notifyUser }
  /// ```
  public var level: ErrorLevel { .notifyUser }

  /// `nil`: the error keeps no lower-layer error.
  ///
  /// ```swift
  /// var underlyingError: (any Error)? { serviceError }
  /// ```
  public var underlyingError: (any Error)? { nil }

  /// A domain error, or a cancellation when its message is `nil` and its case is named
  /// `cancelled` (or `canceled`): see <doc:LayeredErrors#How-ErrorFlow-reads-an-error>.
  ///
  /// ```swift
  /// let kind = ProfileError.nameTooLong.appErrorKind  // .domain(...)
  /// ```
  @inlinable
  public var appErrorKind: AppError.Kind {
    if errorDescription == nil, ErrorCaseName.isCancellation(self) { return .cancelled }
    return .domain(self)
  }
}
