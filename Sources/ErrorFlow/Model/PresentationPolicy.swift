/// Turns an error into a ``Presentation``: one pure function of (level, context, error),
/// replaceable per app.
///
/// ```swift
/// let policy = PresentationPolicy.standard(
///   defaultTitle: "오류", unknownMessage: "알 수 없는 오류가 발생했습니다.")
/// let custom = PresentationPolicy { level, context, error in
///   level == .retryable ? .toast(message: error.userMessage ?? "") : .silent
/// }
/// ```
public struct PresentationPolicy: Sendable {
  private let decide: @Sendable (ErrorLevel, ErrorContext, AppError) -> Presentation

  /// A policy from a function of (level, context, error).
  ///
  /// ```swift
  /// let alwaysToast = PresentationPolicy { _, _, error in .toast(message: "\(error)") }
  /// ```
  ///
  /// - Parameter decide: Must be pure: the same input gives the same presentation.
  public init(_ decide: @escaping @Sendable (ErrorLevel, ErrorContext, AppError) -> Presentation) {
    self.decide = decide
  }

  /// The presentation of `error`, from its own level and context.
  ///
  /// ```swift
  /// let presentation = PresentationPolicy.standard().presentation(for: error)
  /// ```
  ///
  /// - Parameter error: The error.
  /// - Returns: How to show it.
  public func presentation(for error: AppError) -> Presentation {
    decide(error.level, error.context, error)
  }

  /// The standard policy: ``standardPresentation(level:context:error:defaultTitle:unknownMessage:)``.
  ///
  /// ```swift
  /// let policy = PresentationPolicy.standard(defaultTitle: "오류")
  /// ```
  ///
  /// - Parameters:
  ///   - defaultTitle: The title for errors without one.
  ///   - unknownMessage: The message shown for errors nobody mapped.
  /// - Returns: The policy.
  public static func standard(
    defaultTitle: String = "Error",
    unknownMessage: String = "Something went wrong. Please try again."
  ) -> PresentationPolicy {
    PresentationPolicy { level, context, error in
      standardPresentation(
        level: level, context: context, error: error, defaultTitle: defaultTitle,
        unknownMessage: unknownMessage)
    }
  }

  /// The standard table. Cancelled errors and errors without a user message are
  /// ``Presentation/silent``; unknown errors use `unknownMessage`. Otherwise:
  ///
  /// | level \ context  | pageLoad  | action  | authentication |
  /// |------------------|-----------|---------|----------------|
  /// | critical         | errorPage | alert   | alert          |
  /// | sessionExpired   | signOut   | signOut | signOut        |
  /// | notifyUser       | errorPage | alert   | alert          |
  /// | retryable        | errorPage | toast   | alert          |
  /// | logOnly          | silent    | silent  | silent         |
  ///
  /// ```swift
  /// let shown = PresentationPolicy.standardPresentation(
  ///   level: .retryable, context: .action, error: error)  // .toast(...)
  /// ```
  ///
  /// - Parameters:
  ///   - level: How to handle the error.
  ///   - context: What the user was doing.
  ///   - error: The error, for its title and message.
  ///   - defaultTitle: The title for errors without one.
  ///   - unknownMessage: The message shown for errors nobody mapped.
  /// - Returns: How to show the error.
  public static func standardPresentation(
    level: ErrorLevel, context: ErrorContext, error: AppError, defaultTitle: String = "Error",
    unknownMessage: String = "Something went wrong. Please try again."
  ) -> Presentation {
    if error.isCancelled || level == .logOnly { return .silent }
    guard let message = error.userMessage ?? (error.isUnknown ? unknownMessage : nil) else {
      return .silent
    }
    let title = error.alertTitle ?? defaultTitle
    switch (level, context) {
    case (.logOnly, _):
      return .silent
    case (.sessionExpired, _):
      return .signOut(message: message)
    case (.retryable, .action):
      return .toast(message: message)
    case (_, .pageLoad):
      return .errorPage(title: title, message: message)
    case (_, .action), (_, .authentication):
      return .alert(title: title, message: message)
    }
  }
}
