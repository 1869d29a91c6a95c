/// Renders a ``ConsoleMessage`` as terminal text: an alert box, a one-line toast, a full error
/// page, a sign-out box, or nothing for a silent message.
///
/// Every title, message and choice is sanitized first (``TerminalSanitizer``), then wrapped and
/// padded by display columns (``DisplayWidth``), so Korean, CJK and emoji text sits exactly
/// inside its box. The box is as wide as the terminal, at most ``maximumWidth`` and at least
/// ``minimumWidth`` columns; colours are written only when ``TerminalCapabilities/usesColor``.
///
/// ```swift
/// let renderer = ConsoleRenderer(capabilities: TerminalCapabilities(
///   usesColor: false, width: 40, usesASCII: false))
/// print(renderer.render(ConsoleMessage(
///   kind: .alert, title: "오류", message: "데이터 접근에 실패했습니다.", choices: [.dismiss])),
///   terminator: "")
/// // ┌──────────────────────────────────────┐
/// // │ 오류                                 │
/// // ├──────────────────────────────────────┤
/// // │ 데이터 접근에 실패했습니다.          │
/// // │                                      │
/// // │ [d] Dismiss                          │
/// // └──────────────────────────────────────┘
/// ```
public struct ConsoleRenderer: Sendable {
  /// The narrowest box drawn, whatever the terminal reports.
  ///
  /// ```swift
  /// ConsoleRenderer(capabilities: TerminalCapabilities(usesColor: false, width: 4, usesASCII: false))
  ///   .boxWidth  // 10
  /// ```
  public static let minimumWidth = 10

  /// What the terminal can do.
  ///
  /// ```swift
  /// renderer.capabilities.usesColor = false
  /// ```
  public var capabilities: TerminalCapabilities
  /// The widest box drawn, even on a wider terminal.
  ///
  /// ```swift
  /// var renderer = ConsoleRenderer(capabilities: TerminalCapabilities(environment: .current()))
  /// renderer.maximumWidth = 100
  /// ```
  public var maximumWidth: Int
  /// How untrusted text is neutralised.
  ///
  /// ```swift
  /// renderer.sanitizer = TerminalSanitizer(sequences: .strip)
  /// ```
  public var sanitizer: TerminalSanitizer
  /// The words the console adds: the sign-out title, the prompt, the standard choices.
  ///
  /// ```swift
  /// renderer.strings = .korean
  /// ```
  public var strings: ConsoleStrings

  /// Creates a renderer.
  ///
  /// ```swift
  /// let renderer = ConsoleRenderer(capabilities: TerminalCapabilities(environment: .current()))
  /// ```
  ///
  /// - Parameters:
  ///   - capabilities: What the terminal can do; ``TerminalCapabilities/plain`` by default.
  ///   - maximumWidth: The widest box drawn (80 by default).
  ///   - sanitizer: How untrusted text is neutralised; by default control pictures, or ASCII
  ///     escapes when `capabilities.usesASCII`.
  ///   - strings: The words the console adds; English by default.
  public init(
    capabilities: TerminalCapabilities = .plain, maximumWidth: Int = 80,
    sanitizer: TerminalSanitizer? = nil, strings: ConsoleStrings = .english
  ) {
    self.capabilities = capabilities
    self.maximumWidth = maximumWidth
    self.sanitizer =
      sanitizer
      ?? TerminalSanitizer(notation: capabilities.usesASCII ? .asciiEscapes : .controlPictures)
    self.strings = strings
  }

  /// The total width of a box, borders included.
  ///
  /// ```swift
  /// ConsoleRenderer(capabilities: .plain).boxWidth  // 80
  /// ```
  public var boxWidth: Int {
    max(Self.minimumWidth, min(capabilities.width, max(Self.minimumWidth, maximumWidth)))
  }

  /// Renders `message` as text, every line ending in `"\n"`; `""` for a silent message.
  ///
  /// ```swift
  /// let text = renderer.render(ConsoleMessage(kind: .toast, message: "Saved offline."))
  /// // "! Saved offline.\n"
  /// ```
  ///
  /// - Parameter message: The message to render; its text is untrusted.
  /// - Returns: The rendered lines.
  public func render(_ message: ConsoleMessage) -> String {
    let lines: [String]
    switch message.kind {
    case .silent: return ""
    case .toast: lines = [toastLine(text(of: message))]
    case .alert: lines = box(message, title: message.title, style: single, border: .red)
    case .signOut:
      let title = message.title.isEmpty ? strings.signOutTitle : message.title
      lines = box(message, title: title, style: single, border: .yellow)
    case .errorPage: lines = page(message)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Renders `message` into `target`.
  ///
  /// ```swift
  /// var output = ""
  /// renderer.render(ConsoleMessage(kind: .toast, message: "Saved offline."), to: &output)
  /// ```
  ///
  /// - Parameters:
  ///   - message: The message to render; its text is untrusted.
  ///   - target: Where the text is written.
  public func render<Target: TextOutputStream>(_ message: ConsoleMessage, to target: inout Target) {
    target.write(render(message))
  }

  // MARK: - Layouts

  private var single: BoxStyle { capabilities.usesASCII ? .ascii : .single }
  private var double: BoxStyle { capabilities.usesASCII ? .asciiDouble : .double }
  private var innerWidth: Int { boxWidth - 4 }

  private func toastLine(_ text: String) -> String {
    let ellipsis = capabilities.usesASCII ? "..." : "…"
    let body = TextWrapper.truncate(
      sanitizer.singleLine(text), toWidth: boxWidth - 2, ellipsis: ellipsis)
    return style(.yellow, "!") + " " + body
  }

  private func box(_ message: ConsoleMessage, title: String, style box: BoxStyle, border: ANSIStyle)
    -> [String]
  {
    var lines = [edge(box.topLeft, box.horizontal, box.topRight, border)]
    if !title.isEmpty {
      lines += wrapped(title).map { row($0, box, border, text: .bold) }
      lines.append(edge(box.dividerLeft, box.divider, box.dividerRight, border))
    }
    lines += wrapped(text(of: message)).map { row($0, box, border) }
    if !message.choices.isEmpty {
      lines.append(row("", box, border))
      lines += choiceLines(message.choices).map { row($0, box, border) }
    }
    lines.append(edge(box.bottomLeft, box.horizontal, box.bottomRight, border))
    return lines
  }

  private func page(_ message: ConsoleMessage) -> [String] {
    let box = double
    let border = ANSIStyle.boldRed
    var lines = [edge(box.topLeft, box.horizontal, box.topRight, border)]
    if !message.title.isEmpty {
      lines += wrapped(message.title).map { row($0, box, border, text: .bold) }
      lines.append(edge(box.dividerLeft, box.divider, box.dividerRight, border))
    }
    lines.append(row("", box, border))
    lines += wrapped(text(of: message)).map { row($0, box, border) }
    lines.append(row("", box, border))
    if !message.choices.isEmpty {
      lines += choiceLines(message.choices).map { row($0, box, border) }
    }
    lines.append(edge(box.bottomLeft, box.horizontal, box.bottomRight, border))
    return lines
  }

  // MARK: - Pieces

  /// The message with its repeat count: `Offline. (×3)`; `(x3)` on ASCII terminals.
  private func text(of message: ConsoleMessage) -> String {
    guard message.count > 1 else { return message.message }
    return message.message + (capabilities.usesASCII ? " (x" : " (×") + "\(message.count))"
  }

  private func wrapped(_ text: String) -> [String] {
    TextWrapper.wrap(lines: sanitizer.lines(text), width: innerWidth)
  }

  private func choiceLines(_ choices: [ConsoleChoice]) -> [String] {
    // Choices stay whole and two spaces apart; a line breaks between choices, never inside
    // one that fits.
    var lines: [String] = []
    var current = ""
    for choice in choices {
      let text = "[" + sanitizer.singleLine(choice.key) + "] " + sanitizer.singleLine(choice.label)
      let joined = current.isEmpty ? text : current + "  " + text
      if DisplayWidth.columns(of: joined) <= innerWidth {
        current = joined
        continue
      }
      if !current.isEmpty { lines.append(current) }
      let pieces = TextWrapper.wrap(text, width: innerWidth)
      lines += pieces.dropLast()
      current = pieces.last ?? ""
    }
    lines.append(current)
    return lines
  }

  private func edge(_ left: String, _ fill: String, _ right: String, _ border: ANSIStyle)
    -> String
  {
    style(border, left + String(repeating: fill, count: boxWidth - 2) + right)
  }

  private func row(
    _ text: String, _ box: BoxStyle, _ border: ANSIStyle, text textStyle: ANSIStyle = .none
  )
    -> String
  {
    let padding = String(repeating: " ", count: max(0, innerWidth - DisplayWidth.columns(of: text)))
    return style(border, box.vertical) + " " + style(textStyle, text) + padding + " "
      + style(border, box.vertical)
  }

  private func style(_ style: ANSIStyle, _ text: String) -> String {
    style.apply(text, enabled: capabilities.usesColor)
  }
}
