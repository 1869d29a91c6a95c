/// The alert an ``ErrorPresenter`` shows: plain, equatable data a view renders (a SwiftUI
/// `.alert`, a `UIAlertController`) and a test compares.
///
/// One alert at a time: the next waits in the ``ErrorBus`` until the view calls
/// ``ErrorPresenter/dismiss()`` or ``ErrorPresenter/retry()``.
///
/// ```swift
/// if let alert = presenter.alert {
///   print(alert.title, alert.message, alert.count > 1 ? "(×\(alert.count))" : "")
/// }
/// ```
public struct ErrorAlertState: Sendable, Hashable, Identifiable {
  /// The id of the bus's notice: a new alert has a new id, so a view presents it anew.
  public let id: UInt64
  /// The title the ``PresentationPolicy`` chose.
  public let title: String
  /// The message the user reads.
  public let message: String
  /// How many errors it stands for: 1, more when identical errors folded into it; for a
  /// follow-up (the repeats gathered while the first was open), the first one and its
  /// repeats, as the console view shows it.
  public let count: Int
  /// The error's level: a view may show a critical error differently.
  public let level: ErrorLevel
  /// `[.retry, .dismiss]` when the error carries a ``RetryAction``, else `[.dismiss]`.
  public let actions: [ErrorAction]

  /// An alert state; ``ErrorPresenter`` makes them, tests and previews may too.
  ///
  /// ```swift
  /// let preview = ErrorAlertState(id: 1, title: "Error", message: "You are offline.")
  /// ```
  ///
  /// - Parameters:
  ///   - id: The notice's id.
  ///   - title: The title.
  ///   - message: The message.
  ///   - count: How many errors it stands for.
  ///   - level: The error's level.
  ///   - actions: The buttons, in order.
  public init(
    id: UInt64, title: String, message: String, count: Int = 1,
    level: ErrorLevel = .notifyUser, actions: [ErrorAction] = [.dismiss]
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.count = count
    self.level = level
    self.actions = actions
  }
}
