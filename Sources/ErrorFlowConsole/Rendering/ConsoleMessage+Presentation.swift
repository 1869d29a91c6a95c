import ErrorFlow

extension ConsoleMessage {
  /// Creates the console message for an ErrorFlow `Presentation`.
  ///
  /// `alert` → ``Kind/alert``, `toast` → ``Kind/toast``, `errorPage` → ``Kind/errorPage``,
  /// `signOut` → ``Kind/signOut`` (titled by ``ConsoleStrings/signOutTitle``), `silent` →
  /// ``Kind/silent``.
  ///
  /// ```swift
  /// let message = ConsoleMessage(
  ///   .alert(title: "오류", message: "데이터 접근에 실패했습니다."), choices: [.retry, .dismiss])
  /// ```
  ///
  /// - Parameters:
  ///   - presentation: How ErrorFlow decided to show the error.
  ///   - choices: The choices to offer (ignored by toasts and silent messages).
  ///   - count: How many identical errors the message stands for.
  public init(_ presentation: Presentation, choices: [ConsoleChoice] = [], count: Int = 1) {
    switch presentation {
    case .alert(let title, let message):
      self.init(kind: .alert, title: title, message: message, choices: choices, count: count)
    case .toast(let message):
      self.init(kind: .toast, message: message, count: count)
    case .errorPage(let title, let message):
      self.init(kind: .errorPage, title: title, message: message, choices: choices, count: count)
    case .signOut(let message):
      self.init(kind: .signOut, message: message, choices: choices, count: count)
    case .silent:
      self.init(kind: .silent, message: "")
    }
  }
}
