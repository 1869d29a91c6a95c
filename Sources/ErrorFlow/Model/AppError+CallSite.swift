extension AppError {
  /// Converts any error (the rule of ``init(_:context:level:retry:file:function:line:)``) with
  /// a call site captured earlier.
  init(_ error: any Error, context: ErrorContext, site: CallSite) {
    self.init(error, context: context, file: site.fileID, function: site.function, line: site.line)
  }

  /// Converts an error that says what it is, with no dynamic cast and no boxing: the typed
  /// `throws` of `perform` gives the static type.
  init<Failure: AppErrorConvertible>(
    convertible error: Failure, context: ErrorContext, site: CallSite
  ) {
    self.init(
      kind: error.appErrorKind, context: context, file: site.fileID, function: site.function,
      line: site.line)
  }
}
