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
/// Only ``errorDescription`` and ``level`` must be written; the others have defaults.
public protocol AppErrorProtocol: Error {
  /// The message for the user, or `nil` when this error is never shown.
  var errorDescription: String? { get }
  /// The message for developers: logs only, never shown to the user.
  var debugDescription: String { get }
  /// The title of an alert or error page showing this error.
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
    "\(String(reflecting: Self.self)).\(ErrorDescription.of(self, style: .describing))"
  }

  /// `"Error"`; override it, for instance with a localized title.
  ///
  /// ```swift
  /// var alertTitle: String { "오류" }
  /// ```
  public var alertTitle: String { "Error" }

  /// The type and the value, e.g. `"MyApp.NetworkError.offline"`; bounded like
  /// ``AppErrorProtocol/debugDescription``.
  ///
  /// ```swift
  /// var identityKey: String { "network.offline" }
  /// ```
  public var identityKey: String {
    "\(String(reflecting: Self.self)).\(ErrorDescription.of(self, style: .describing))"
  }

  /// `nil`: the error keeps no lower-layer error.
  ///
  /// ```swift
  /// var underlyingError: (any Error)? { serviceError }
  /// ```
  public var underlyingError: (any Error)? { nil }
}
