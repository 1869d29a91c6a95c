import Foundation

extension AppError.Kind {
  /// What an error that adopts nothing of ErrorFlow's is (the rule in
  /// <doc:LayeredErrors#How-ErrorFlow-reads-an-error>):
  /// 1. a framework error: a cancellation is ``AppError/Kind/cancelled``, any other is unknown
  ///    (the service layer maps the ones it knows);
  /// 2. a `LocalizedError` with an `errorDescription`: a domain error showing it;
  /// 3. an enum case named `cancelled` (or `canceled`): a cancellation; a case
  ///    `unknown(original)`: unknown, keeping `original`;
  /// 4. any other case wrapping one error (a per-use-case group, post 002's
  ///    `LoginErrorCase.idError(IDError)`), or a struct or class keeping one (post 003's
  ///    `DomainError`, an `underlyingError` property): what the wrapped error is, read by the
  ///    same rule;
  /// 5. anything else: unknown.
  ///
  /// Before step 2, a struct or class wrapper (as in step 4) that holds a cancellation is a
  /// cancellation, whatever its message (an enum's case is read by steps 3 and 4). Reflection (steps 3 and 4, and that check) runs only for values
  /// that can hold a property; step 4 reads through at most ``maximumWrapperDepth`` wrappers.
  init(adoptingNothing error: any Error) {
    self.init(adoptingNothing: error, depth: 0)
  }

  /// How many wrapping cases step 4 reads through.
  static let maximumWrapperDepth = 8

  private init(adoptingNothing error: any Error, depth: Int) {
    switch FrameworkErrorKind(error) {
    case .cancelled:
      self = .cancelled
    case .other:
      // A cancellation a struct wraps is a cancellation, whatever message the wrapper has.
      if WrappedError.wrapsCancellation(error) {
        self = .cancelled
      } else if let localized = error as? any LocalizedError,
        let message = localized.errorDescription
      {
        self = .domain(LocalizedDomainError(original: localized, message: message))
      } else {
        self = ErrorCaseName.kind(of: error) ?? Self(wrappedIn: error, depth: depth)
      }
    default:
      self = .unknown(error)
    }
  }

  /// Step 4: the kind of the one error a case wraps, or unknown.
  private init(wrappedIn error: any Error, depth: Int) {
    guard depth < Self.maximumWrapperDepth, let wrapped = WrappedError.wrapped(in: error)
    else {
      self = .unknown(error)
      return
    }
    if let convertible = wrapped as? any AppErrorConvertible {
      self = convertible.appErrorKind
    } else {
      self.init(adoptingNothing: wrapped, depth: depth + 1)
    }
    if case .unknown = self { self = .unknown(error) }
  }
}
