/// Turns an error into a ``Presentation``: one pure function of (level, context, error),
/// replaceable per app. Start from ``standard()`` or, in another language than English,
/// ``standard(defaultTitle:unknownMessage:)`` (the table in
/// <doc:PresentingErrors>) and map the app's own contexts with ``presenting(_:with:)``.
///
/// ```swift
/// extension ErrorContext {
///   static let tokenUnavailable: ErrorContext = "tokenUnavailable"
/// }
/// let policy = PresentationPolicy.standard(
///   defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요."
/// )
/// .presenting(.tokenUnavailable) { error in .signOut(message: error.userMessage ?? "") }
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
  /// let error = AppError(kind: .cancelled, context: .action)
  /// let presentation = PresentationPolicy.standard().presentation(for: error)  // .silent
  /// ```
  ///
  /// - Parameter error: The error.
  /// - Returns: How to show it.
  public func presentation(for error: AppError) -> Presentation {
    decide(error.level, error.context, error)
  }

  /// This policy, with errors of `context` presented by `present`. Cancelled and
  /// ``ErrorLevel/logOnly`` errors stay silent whatever `present` says.
  ///
  /// ```swift
  /// let policy = PresentationPolicy.standard()
  ///   .presenting("checkout") { error in .alert(title: "Checkout", message: error.userMessage ?? "") }
  /// ```
  ///
  /// - Parameters:
  ///   - context: The app's context (or a built-in one, to change its row).
  ///   - present: How to show an error raised in `context`.
  /// - Returns: The policy.
  public func presenting(
    _ context: ErrorContext, with present: @escaping @Sendable (AppError) -> Presentation
  ) -> PresentationPolicy {
    let base = decide
    return PresentationPolicy { level, errorContext, error in
      guard errorContext == context else { return base(level, errorContext, error) }
      if error.isCancelled || level == .logOnly { return .silent }
      return present(error)
    }
  }

  /// The standard policy in English: the table of
  /// ``standardPresentation(level:context:error:defaultTitle:unknownMessage:)``, titled
  /// "Error", with "Something went wrong. Please try again." for errors without a message.
  ///
  /// ```swift
  /// let bus = ErrorBus(policy: .standard())
  /// ```
  ///
  /// - Returns: The policy.
  public static func standard() -> PresentationPolicy {
    standard(defaultTitle: "Error", unknownMessage: "Something went wrong. Please try again.")
  }

  /// The standard policy in the app's language: the table of
  /// ``standardPresentation(level:context:error:defaultTitle:unknownMessage:)`` with the
  /// title and the message every error falls back on, given together so that they speak
  /// the same language.
  ///
  /// ```swift
  /// let policy = PresentationPolicy.standard(
  ///   defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요.")
  /// ```
  ///
  /// - Parameters:
  ///   - defaultTitle: The title of every error that sets no title of its own.
  ///   - unknownMessage: The message of errors nobody mapped, and of errors without one.
  /// - Returns: The policy.
  public static func standard(defaultTitle: String, unknownMessage: String)
    -> PresentationPolicy
  {
    PresentationPolicy { level, context, error in
      standardPresentation(
        level: level, context: context, error: error, defaultTitle: defaultTitle,
        unknownMessage: unknownMessage)
    }
  }

  /// The standard policy with a title of the app's language and the English default message.
  ///
  /// ```swift
  /// let policy = PresentationPolicy.standard(
  ///   defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요.")
  /// ```
  ///
  /// - Parameter defaultTitle: The title of every error that sets no title of its own.
  /// - Returns: The policy.
  @available(
    *, deprecated,
    message:
      "give the default message beside the title, in the same language: standard(defaultTitle:unknownMessage:)"
  )
  public static func standard(defaultTitle: String) -> PresentationPolicy {
    standard(defaultTitle: defaultTitle, unknownMessage: "Something went wrong. Please try again.")
  }

  /// The standard policy with a message of the app's language and the English default title.
  ///
  /// ```swift
  /// let policy = PresentationPolicy.standard(
  ///   defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요.")
  /// ```
  ///
  /// - Parameter unknownMessage: The message of errors nobody mapped, and of errors without one.
  /// - Returns: The policy.
  @available(
    *, deprecated,
    message:
      "give the default title beside the message, in the same language: standard(defaultTitle:unknownMessage:)"
  )
  public static func standard(unknownMessage: String) -> PresentationPolicy {
    standard(defaultTitle: "Error", unknownMessage: unknownMessage)
  }

  /// The standard table. Cancelled and ``ErrorLevel/logOnly`` errors are
  /// ``Presentation/silent``. An unmapped error, or one without a user message, shows
  /// `unknownMessage` in the same place. A title is the error's own
  /// (``AppErrorProtocol/alertTitle``) or `defaultTitle`. A ``RetryAction`` on the error adds a
  /// Retry choice wherever it is shown.
  ///
  /// | level \ context  | pageLoad            | action              | authentication | app's own |
  /// |------------------|---------------------|---------------------|----------------|-----------|
  /// | critical         | alert (never merged)| alert (never merged)| alert          | alert     |
  /// | sessionExpired   | signOut (once)      | signOut (once)      | signOut (once) | signOut   |
  /// | notifyUser       | errorPage           | toast               | alert          | toast     |
  /// | retryable        | errorPage + Retry   | alert + Retry       | alert + Retry  | alert     |
  /// | logOnly          | silent              | silent              | silent         | silent    |
  ///
  /// ```swift
  /// let error = AppError(kind: .unknown(CancellationError()), context: .action)
  /// let shown = PresentationPolicy.standardPresentation(
  ///   level: .retryable, context: .action, error: error)  // .alert(...)
  /// ```
  ///
  /// - Parameters:
  ///   - level: How to handle the error.
  ///   - context: What the user was doing.
  ///   - error: The error, for its title and message.
  ///   - defaultTitle: The title of every error that sets no title of its own.
  ///   - unknownMessage: The message of errors nobody mapped, and of errors without one.
  /// - Returns: How to show the error.
  public static func standardPresentation(
    level: ErrorLevel, context: ErrorContext, error: AppError, defaultTitle: String = "Error",
    unknownMessage: String = "Something went wrong. Please try again."
  ) -> Presentation {
    if error.isCancelled || level == .logOnly { return .silent }
    let message = error.userMessage ?? unknownMessage
    let title = error.alertTitle ?? defaultTitle
    switch level {
    case .logOnly:
      return .silent
    case .sessionExpired:
      return .signOut(message: message)
    case .critical:
      return .alert(title: title, message: message)
    case .retryable:
      return context == .pageLoad
        ? .errorPage(title: title, message: message) : .alert(title: title, message: message)
    case .notifyUser:
      switch context {
      case .pageLoad: return .errorPage(title: title, message: message)
      case .authentication: return .alert(title: title, message: message)
      default: return .toast(message: message)
      }
    }
  }
}
