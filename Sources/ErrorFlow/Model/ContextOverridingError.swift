/// An error that may choose the context it is shown in, case by case: a non-`nil`
/// ``contextOverride`` wins over the `context:` given where the error becomes an ``AppError``
/// (as a ``ContextualError``'s context does); `nil` keeps that context.
///
/// ``ContextualError`` is the common case (every value chooses), and refines this protocol.
/// Adopt this one when only some values know better — post 003's token failure is a sign-out
/// wherever it happens, while its other errors keep what the view model says the user was
/// doing:
///
/// ```swift
/// enum ProfileError: LocalizedError, ContextOverridingError {
///   case tokenMissing, decoding
///   var errorDescription: String? { "프로필을 불러오지 못했습니다." }
///   var contextOverride: ErrorContext? {
///     switch self {
///     case .tokenMissing: "tokenUnavailable"
///     case .decoding: nil  // the caller's context: .pageLoad, .action, ...
///     }
///   }
/// }
/// ```
public protocol ContextOverridingError: Error {
  /// The context this error is shown in, or `nil` for the one given where it is published.
  var contextOverride: ErrorContext? { get }
}
