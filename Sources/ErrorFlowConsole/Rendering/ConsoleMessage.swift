/// What the console shows for one presentation: its kind, title, message and the choices offered.
///
/// Title and message are untrusted: ``ConsoleRenderer`` sanitizes them before printing.
///
/// ```swift
/// let message = ConsoleMessage(
///   kind: .alert, title: "Network error", message: "The server did not answer.",
///   choices: [.retry, .dismiss])
/// ```
public struct ConsoleMessage: Sendable, Equatable {
  /// The way a message is shown.
  ///
  /// ```swift
  /// let kind: ConsoleMessage.Kind = .toast
  /// ```
  public enum Kind: Sendable, Equatable {
    /// A box that waits for acknowledgement.
    case alert
    /// One line that does not wait.
    case toast
    /// A full-width page, for a screen that could not load.
    case errorPage
    /// A box saying the session ended and the user was signed out.
    case signOut
    /// Nothing on screen.
    case silent
  }

  /// The way the message is shown.
  ///
  /// ```swift
  /// if message.kind == .alert { waitForAnswer() }
  /// ```
  public var kind: Kind
  /// The title; ignored by toasts; an empty title is left out.
  ///
  /// ```swift
  /// let message = ConsoleMessage(kind: .alert, title: "오류", message: "실패했습니다.")
  /// ```
  public var title: String
  /// The user-facing message.
  ///
  /// ```swift
  /// ConsoleMessage(kind: .toast, message: "Saved offline.").message  // "Saved offline."
  /// ```
  public var message: String
  /// The choices offered below the message, in order.
  ///
  /// ```swift
  /// var message = ConsoleMessage(kind: .alert, message: "Offline.")
  /// message.choices = [.retry, .dismiss]
  /// ```
  public var choices: [ConsoleChoice]
  /// How many identical errors this message stands for; above 1 it is shown as `(×3)`.
  ///
  /// ```swift
  /// ConsoleMessage(kind: .toast, message: "Offline.", count: 3)  // "! Offline. (×3)"
  /// ```
  public var count: Int

  /// Creates a message.
  ///
  /// ```swift
  /// let toast = ConsoleMessage(kind: .toast, message: "Could not save the note.")
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The way the message is shown.
  ///   - title: The title (untrusted text).
  ///   - message: The user-facing message (untrusted text).
  ///   - choices: The choices offered, for alerts, error pages and sign-out.
  ///   - count: How many identical errors this message stands for.
  public init(
    kind: Kind, title: String = "", message: String, choices: [ConsoleChoice] = [],
    count: Int = 1
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.choices = choices
    self.count = count
  }
}
