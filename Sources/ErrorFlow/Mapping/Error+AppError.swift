extension Error {
  /// The ``AppError`` for any error, with the call site captured here: what
  /// ``AppError/init(_:context:level:retry:file:function:line:)`` makes of it. Lets an untyped
  /// `catch` stay one line.
  ///
  /// ```swift
  /// do {
  ///   titles.accept(try await useCase.latestTitle())
  /// } catch {
  ///   errors.accept(error.toAppError(context: .pageLoad))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user was doing.
  ///   - level: Overrides the error's own level.
  ///   - retry: Runs the failed work again.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  /// - Returns: The app error.
  @available(*, deprecated, message: "write AppError(error, context:), the one way to build one")
  public func toAppError(
    context: ErrorContext, level: ErrorLevel? = nil, retry: RetryAction? = nil,
    file: String = #fileID, function: String = #function, line: Int = #line
  ) -> AppError {
    var error = AppError(
      self, context: context, retry: retry, file: file, function: function, line: line)
    if let level { error.level = level }
    return error
  }
}
