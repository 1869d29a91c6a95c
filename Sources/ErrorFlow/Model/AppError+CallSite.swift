extension AppError {
  /// Converts an error that says what it is, with no dynamic cast and no boxing: the typed
  /// `throws` of `perform` gives the static type.
  @inlinable
  init<Failure: AppErrorConvertible>(
    convertible error: Failure, context: ErrorContext, site: CallSite
  ) {
    self.init(kind: error.appErrorKind, context: context, level: nil, retry: nil, site: site)
  }
}
