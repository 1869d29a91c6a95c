import ErrorFlow

/// The demo's presentation rules, in the chosen language.
///
/// Like `PresentationPolicy.standard()` except for actions: a plain action failure is a toast
/// (it does not stop the user), and a retryable one is an alert offering a retry.
enum DemoPresentationPolicy {
  static func make(language: Language) -> PresentationPolicy {
    PresentationPolicy { level, context, error in
      presentation(level: level, context: context, error: error, language: language)
    }
  }

  static func presentation(
    level: ErrorLevel, context: ErrorContext, error: AppError, language: Language
  ) -> Presentation {
    if error.isCancelled || level == .logOnly { return .silent }
    let localized = (error.domainError as? any LocalizedUserMessage)?.userMessage(in: language)
    guard
      let message = localized
        ?? (error.isUnknown ? ScreenText.unknownError.text(in: language) : nil)
    else { return .silent }
    switch (level, context) {
    case (.sessionExpired, _):
      return .signOut(message: message)
    case (.critical, _):
      return .alert(title: ScreenText.criticalTitle.text(in: language), message: message)
    case (_, .pageLoad):
      return .errorPage(title: ScreenText.pageTitle.text(in: language), message: message)
    case (.retryable, _):
      return .alert(title: ScreenText.retryTitle.text(in: language), message: message)
    case (_, .authentication):
      return .alert(title: ScreenText.errorTitle.text(in: language), message: message)
    default:
      return .toast(message: message)
    }
  }
}
