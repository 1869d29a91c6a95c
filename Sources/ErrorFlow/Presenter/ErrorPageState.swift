/// The error page an ``ErrorPresenter`` shows in place of a screen's content that failed to
/// load. Plain, equatable data.
///
/// A newer page replaces it. It never holds the bus up: it stays until the view calls
/// ``ErrorPresenter/dismissErrorPage()`` or ``ErrorPresenter/retryErrorPage()``.
///
/// ```swift
/// if let page = presenter.errorPage {
///   print(page.title, page.message, page.actions.contains(.retry) ? "[Retry]" : "")
/// }
/// ```
public struct ErrorPageState: Sendable, Hashable, Identifiable {
  /// The id of the bus's notice.
  public let id: UInt64
  /// The title the ``PresentationPolicy`` chose.
  public let title: String
  /// The message the user reads.
  public let message: String
  /// How many errors it stands for: 1, more when identical errors folded into it.
  public let count: Int
  /// `[.retry, .dismiss]` when the error carries a ``RetryAction``; otherwise none, as in the
  /// console view: the page is the screen's content, and the user navigates away.
  public let actions: [ErrorAction]

  /// An error page state; ``ErrorPresenter`` makes them, tests and previews may too.
  ///
  /// ```swift
  /// let preview = ErrorPageState(id: 1, title: "Error", message: "Cannot load the notes.")
  /// ```
  ///
  /// - Parameters:
  ///   - id: The notice's id.
  ///   - title: The title.
  ///   - message: The message.
  ///   - count: How many errors it stands for.
  ///   - actions: The buttons, in order.
  public init(
    id: UInt64, title: String, message: String, count: Int = 1, actions: [ErrorAction] = []
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.count = count
    self.actions = actions
  }
}
