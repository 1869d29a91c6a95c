/// The words the console adds around an app's messages: titles, choice labels and the prompt.
///
/// ```swift
/// let renderer = ConsoleRenderer(strings: language == "ko" ? .korean : .english)
/// ```
public struct ConsoleStrings: Sendable, Equatable {
  /// The title of the sign-out box when the message has none.
  ///
  /// ```swift
  /// ConsoleStrings.korean.signOutTitle  // "로그아웃됨"
  /// ```
  public var signOutTitle: String
  /// The word before the keys in the prompt: `Choose` in `Choose [r/d]: `.
  ///
  /// ```swift
  /// var strings = ConsoleStrings.english
  /// strings.choosePrompt = "Pick"  // "Pick [r/d]: "
  /// ```
  public var choosePrompt: String
  /// The choice that runs failed work again.
  ///
  /// ```swift
  /// let choices = [strings.retry, strings.dismiss]
  /// ```
  public var retry: ConsoleChoice
  /// The choice that acknowledges a message.
  ///
  /// ```swift
  /// if choice.id == strings.dismiss.id { bus.acknowledge(notice) }
  /// ```
  public var dismiss: ConsoleChoice

  /// Creates a set of strings.
  ///
  /// ```swift
  /// let strings = ConsoleStrings(
  ///   signOutTitle: "Signed out", choosePrompt: "Choose", retry: .retry, dismiss: .dismiss)
  /// ```
  ///
  /// - Parameters:
  ///   - signOutTitle: The title of the sign-out box when the message has none.
  ///   - choosePrompt: The word before the keys in the prompt.
  ///   - retry: The choice that runs failed work again (its `id` should stay `"retry"`).
  ///   - dismiss: The choice that acknowledges a message (its `id` should stay `"dismiss"`).
  public init(
    signOutTitle: String, choosePrompt: String, retry: ConsoleChoice, dismiss: ConsoleChoice
  ) {
    self.signOutTitle = signOutTitle
    self.choosePrompt = choosePrompt
    self.retry = retry
    self.dismiss = dismiss
  }

  /// English: `Signed out`, `Choose`, `[r] Retry`, `[d] Dismiss`.
  ///
  /// ```swift
  /// let renderer = ConsoleRenderer(strings: .english)
  /// ```
  public static let english = ConsoleStrings(
    signOutTitle: "Signed out", choosePrompt: "Choose", retry: .retry, dismiss: .dismiss)

  /// Korean: `로그아웃됨`, `선택`, `[r] 다시 시도`, `[d] 닫기` (same keys and ids as English).
  ///
  /// ```swift
  /// let renderer = ConsoleRenderer(strings: .korean)
  /// ```
  public static let korean = ConsoleStrings(
    signOutTitle: "로그아웃됨", choosePrompt: "선택",
    retry: ConsoleChoice(id: "retry", key: "r", label: "다시 시도"),
    dismiss: ConsoleChoice(id: "dismiss", key: "d", label: "닫기"))
}
