/// One choice offered under a message, shown as `[key] Label` and picked by typing its key.
///
/// ```swift
/// let choices: [ConsoleChoice] = [.retry, .dismiss]  // "[r] Retry  [d] Dismiss"
/// ```
public struct ConsoleChoice: Sendable, Equatable, Hashable {
  /// A stable identifier the app switches on (`"retry"`, `"dismiss"`).
  ///
  /// ```swift
  /// if choice.id == "retry" { retry() }
  /// ```
  public var id: String
  /// What the user types to pick it (`"r"`); matched case-insensitively.
  ///
  /// ```swift
  /// ConsoleChoice.retry.key  // "r"
  /// ```
  public var key: String
  /// The label shown after the key (`"Retry"`).
  ///
  /// ```swift
  /// ConsoleChoice.retry.label  // "Retry"
  /// ```
  public var label: String

  /// Creates a choice.
  ///
  /// ```swift
  /// let reload = ConsoleChoice(id: "reload", key: "l", label: "Reload")
  /// ```
  ///
  /// - Parameters:
  ///   - id: A stable identifier.
  ///   - key: What the user types to pick it.
  ///   - label: The label shown after the key.
  public init(id: String, key: String, label: String) {
    self.id = id
    self.key = key
    self.label = label
  }

  /// `[r] Retry`: run the failed work again.
  ///
  /// ```swift
  /// ConsoleMessage(kind: .alert, message: "Offline.", choices: [.retry, .dismiss])
  /// ```
  public static let retry = ConsoleChoice(id: "retry", key: "r", label: "Retry")

  /// `[d] Dismiss`: acknowledge and close.
  ///
  /// ```swift
  /// if view.show(alert) == .dismiss { bus.acknowledge(notice) }
  /// ```
  public static let dismiss = ConsoleChoice(id: "dismiss", key: "d", label: "Dismiss")
}
