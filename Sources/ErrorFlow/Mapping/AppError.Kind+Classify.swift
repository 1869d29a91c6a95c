import Foundation

extension AppError.Kind {
  /// What an error that adopts nothing of ErrorFlow's is (the rule in
  /// <doc:LayeredErrors#How-ErrorFlow-reads-an-error>):
  /// 1. a framework error: a cancellation is ``AppError/Kind/cancelled``, any other is unknown
  ///    (the service layer maps the ones it knows);
  /// 2. a `LocalizedError` with an `errorDescription`: a domain error showing it;
  /// 3. an enum case named `cancelled` (or `canceled`): a cancellation; a case
  ///    `unknown(original)`: unknown, keeping `original`;
  /// 4. anything else: unknown.
  ///
  /// Reflection (step 3) runs only when the cheaper steps could not decide.
  init(adoptingNothing error: any Error) {
    switch FrameworkErrorKind(error) {
    case .cancelled:
      self = .cancelled
    case .other:
      if let localized = error as? any LocalizedError, let message = localized.errorDescription {
        self = .domain(LocalizedDomainError(original: localized, message: message))
      } else {
        self = ErrorCaseName.kind(of: error) ?? .unknown(error)
      }
    default:
      self = .unknown(error)
    }
  }
}
