import ErrorFlow

/// The demo's presentation policy: the standard table, ``PresentationPolicy/standard()``'s
/// places unchanged, with one override — the words. Where the standard policy decides an
/// alert, an error page, a toast or a sign-out, the demo writes the message in the chosen
/// language and names the box by what happened (critical, connection problem, cannot show your
/// notes). An app that shows its errors in one language needs none of this:
/// `PresentationPolicy.standard(defaultTitle:unknownMessage:)` is the whole policy.
enum DemoPresentationPolicy {
  static func make(language: Language) -> PresentationPolicy {
    PresentationPolicy { level, context, error in
      presentation(level: level, context: context, error: error, language: language)
    }
  }

  static func presentation(
    level: ErrorLevel, context: ErrorContext, error: AppError, language: Language
  ) -> Presentation {
    let standard = PresentationPolicy.standardPresentation(
      level: level, context: context, error: error,
      defaultTitle: ScreenText.errorTitle.text(in: language),
      unknownMessage: ScreenText.unknownError.text(in: language))
    let localized = (error.domainError as? any LocalizedUserMessage)?.userMessage(in: language)
    guard let message = localized ?? standard.message else { return standard }
    switch standard {
    case .alert:
      let title: ScreenText =
        switch level {
        case .critical: .criticalTitle
        case .retryable: .retryTitle
        default: .errorTitle
        }
      return .alert(title: title.text(in: language), message: message)
    case .errorPage:
      return .errorPage(title: ScreenText.pageTitle.text(in: language), message: message)
    case .toast:
      return .toast(message: message)
    case .signOut:
      return .signOut(message: message)
    case .silent:
      return .silent
    }
  }
}
