import ErrorFlow

/// The console "view": subscribed once to the app's error stream, it renders every message and
/// asks the user to answer each alert.
///
/// A message that offers choices waits for one (toasts and silent messages never wait); an
/// alert always offers at least the dismiss choice of the renderer's ``ConsoleStrings``. The
/// view writes a prompt such as `Choose [r/d]: `, reads a line from its ``ConsoleInputSource``
/// (and writes it after the prompt, unless the input is a terminal that showed it already)
/// and matches it against the choice keys (case-insensitive, spaces trimmed). An empty line
/// picks the last choice; an unknown answer asks again; the end of input picks the dismiss
/// choice if offered, else the last choice. The chosen choice is handed to the `onChoice`
/// closure given to ``bind(to:onChoice:)-(Source,_)``, which retries or acknowledges.
///
/// ```swift
/// let view = ConsoleView(
///   renderer: ConsoleRenderer(capabilities: TerminalCapabilities(environment: .current())),
///   output: StandardOutputStream(), input: StandardInput())
/// let subscription = view.bind(to: messages) { message, choice in
///   if choice == .retry { retry() }
/// }
/// ```
// unchecked Sendable: immutable after init; `output` is Sendable and written only by the
// one writer `serial` (a SerialDelivery) lets run at a time; `renderer` and `input` are Sendable
public final class ConsoleView: @unchecked Sendable {
  /// How messages are drawn.
  ///
  /// ```swift
  /// let width = view.renderer.boxWidth
  /// ```
  public let renderer: ConsoleRenderer
  private let input: any ConsoleInputSource
  private let echoesInput: Bool
  private let output: any TextWriting
  /// Keeps writes whole and in order without a lock held around the app's output stream,
  /// which may write to this view again (contract 8): a write made while another is under way
  /// is queued and written by that writer, after the current text.
  private let serial = SerialDelivery<String>()

  /// Creates a view that writes to `output` and reads answers from `input`.
  ///
  /// ```swift
  /// let buffer = ConsoleBuffer()
  /// let view = ConsoleView(output: buffer, input: ScriptedInput(["r"]))  // echoes "r"
  /// ```
  ///
  /// - Parameters:
  ///   - renderer: How messages are drawn; plain 80-column output by default.
  ///   - output: Where rendered text goes. Pass a class (``ConsoleBuffer``) to read it back.
  ///   - input: Where answers come from.
  ///   - echoesInput: Whether to write each answer after the prompt, so a scripted or piped
  ///     run's transcript reads like an interactive one: by default, unless the input is a
  ///     terminal (``ConsoleInputSource/isTerminal``), which shows what is typed itself.
  public init<Output: TextOutputStream>(
    renderer: ConsoleRenderer = ConsoleRenderer(), output: Output,
    input: any ConsoleInputSource, echoesInput: Bool? = nil
  ) {
    self.renderer = renderer
    self.input = input
    self.echoesInput = echoesInput ?? !input.isTerminal
    self.output = OutputBox(output)
  }

  /// Subscribes once to `messages` and shows each one as it arrives.
  ///
  /// ```swift
  /// let subscription = view.bind(to: errorMessages) { _, choice in
  ///   if choice.id == "retry" { viewModel.reload() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - messages: The app's error stream, already turned into console messages. It should
  ///     never terminate; if it does, the view stops showing messages.
  ///   - onChoice: Called with each message that offered choices and the user's answer.
  /// - Returns: The subscription; dispose it when the app shuts down.
  public func bind<Source: ObservableType>(
    to messages: Source,
    onChoice: @escaping @Sendable (ConsoleMessage, ConsoleChoice) -> Void = { _, _ in }
  ) -> Disposable where Source.Element == ConsoleMessage {
    bind(to: messages, message: { $0 }, onChoice: onChoice)
  }

  /// Subscribes once to any stream, turning each element into a ``ConsoleMessage`` to show.
  ///
  /// ```swift
  /// let subscription = view.bind(
  ///   to: presentations, message: { ConsoleMessage($0) },
  ///   onChoice: { presentation, choice in log(presentation, choice) })
  /// ```
  ///
  /// - Parameters:
  ///   - source: The app's error stream. It should never terminate; if it does, the view stops
  ///     showing messages.
  ///   - message: Turns an element into the message to show.
  ///   - onChoice: Called with each element whose message offered choices, and the answer.
  /// - Returns: The subscription; dispose it when the app shuts down.
  public func bind<Source: ObservableType>(
    to source: Source, message: @escaping @Sendable (Source.Element) -> ConsoleMessage,
    onChoice: @escaping @Sendable (Source.Element, ConsoleChoice) -> Void
  ) -> Disposable {
    source.subscribe(onNext: { [self] element in
      if let choice = show(message(element)) { onChoice(element, choice) }
    })
  }

  /// Renders `message` and, if it offers choices, waits for the user's answer.
  ///
  /// ```swift
  /// let choice = view.show(ConsoleMessage(kind: .alert, title: "Oops", message: "Failed."))
  /// // choice == .dismiss after the user types "d" or just presses Enter
  /// ```
  ///
  /// - Parameter message: The message to show; its text is untrusted.
  /// - Returns: The chosen choice, or `nil` for a message without choices.
  @discardableResult
  public func show(_ message: ConsoleMessage) -> ConsoleChoice? {
    var message = message
    if message.kind == .alert, message.choices.isEmpty {
      message.choices = [renderer.strings.dismiss]
    }
    write(renderer.render(message))
    // Toasts never wait, and a silent message shows nothing to answer.
    guard message.kind != .toast, message.kind != .silent, let last = message.choices.last else {
      return nil
    }
    return ask(message.choices, default: last)
  }

  /// Writes `text` as is, for the app's own lines (a prompt, a data row). The text is trusted:
  /// sanitize untrusted parts with ``ConsoleRenderer/sanitizer`` first.
  ///
  /// ```swift
  /// view.write("notes: 3\n")
  /// ```
  ///
  /// - Parameter text: The text to write.
  public func write(_ text: String) {
    guard !text.isEmpty else { return }
    serial.run(text, self.output.write)
  }

  /// Writes untrusted text (a note title from a file, a server's reply) as sanitized lines,
  /// each ending in `"\n"`.
  ///
  /// ```swift
  /// view.writeLine("- " + note.title)  // "\u{1B}[2J" in a title prints as "␛[2J"
  /// ```
  ///
  /// - Parameter text: The untrusted text; line breaks in it start new lines.
  public func writeLine(_ text: String) {
    write(renderer.sanitizer.lines(text).map { $0 + "\n" }.joined())
  }

  private func ask(_ choices: [ConsoleChoice], default last: ConsoleChoice) -> ConsoleChoice {
    let sanitizer = renderer.sanitizer
    let keys = choices.map { sanitizer.singleLine($0.key) }
    let prompt =
      sanitizer.singleLine(renderer.strings.choosePrompt) + " [" + keys.joined(separator: "/")
      + "]: "
    let fallback = choices.first { $0.id == renderer.strings.dismiss.id } ?? last
    while true {
      write(prompt)
      guard let line = input.readAnswer(to: choices) else {
        write("\n")
        return fallback
      }
      if echoesInput { write(sanitizer.singleLine(line) + "\n") }
      let answer = Self.trimmed(line).lowercased()
      if answer.isEmpty { return last }
      if let choice = choices.first(where: { $0.key.lowercased() == answer }) { return choice }
    }
  }

  private static func trimmed(_ line: String) -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = line.firstIndex(where: { !isSpace($0) }),
      let end = line.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return line[start...end]
  }
}

/// Holds a value-type output stream so the view can write to it from any thread, serially.
// unchecked Sendable: `output` is written only through ConsoleView's `output`, by the one
// writer ConsoleView's `serial` (a SerialDelivery) lets run at a time
private final class OutputBox<Output: TextOutputStream>: TextWriting, @unchecked Sendable {
  private var output: Output

  init(_ output: Output) {
    self.output = output
  }

  func write(_ text: String) {
    output.write(text)
  }
}

/// Where a view writes text, whatever the output stream's type.
private protocol TextWriting: Sendable {
  func write(_ text: String)
}
