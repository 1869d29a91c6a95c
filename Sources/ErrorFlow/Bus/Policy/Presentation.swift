/// How an error reaches the user, decided by a ``PresentationPolicy``.
///
/// ```swift
/// switch policy.presentation(for: error) {
/// case .alert(let title, let message): showAlert(title, message)
/// case .toast(let message): showToast(message)
/// case .errorPage(let title, let message): showErrorPage(title, message)
/// case .signOut(let message): signOut(message)
/// case .silent: break
/// }
/// ```
public enum Presentation: Sendable, Hashable {
  /// A modal alert; the next alert waits until this one is dismissed.
  case alert(title: String, message: String)
  /// A short message that does not block.
  case toast(message: String)
  /// The content of a screen that failed to load is replaced by this page.
  case errorPage(title: String, message: String)
  /// The session is over: the app signs out and tells the user why.
  case signOut(message: String)
  /// Not shown; logged only.
  case silent

  /// Whether this is ``signOut(message:)``: the session is over.
  ///
  /// ```swift
  /// if notice.presentation.isSignOut { print("signed out") }
  /// ```
  public var isSignOut: Bool {
    if case .signOut = self { return true }
    return false
  }

  /// Whether this presentation waits for the previous alert to be dismissed.
  ///
  /// ```swift
  /// if notice.presentation.isAlert { bus.acknowledge(notice) }
  /// ```
  public var isAlert: Bool {
    if case .alert = self { return true }
    return false
  }

  /// The message shown, or `nil` for ``silent``.
  ///
  /// ```swift
  /// print(presentation.message ?? "")
  /// ```
  public var message: String? {
    switch self {
    case .alert(_, let message), .toast(let message), .errorPage(_, let message),
      .signOut(let message):
      message
    case .silent: nil
    }
  }
}
