import ErrorFlow

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where ``ConsoleView`` reads the user's answer to an alert, one line at a time.
///
/// Use ``StandardInput`` in an app and ``ScriptedInput`` in tests:
///
/// ```swift
/// let view = ConsoleView(output: ConsoleBuffer(), input: ScriptedInput(["r", "d"]))
/// ```
public protocol ConsoleInputSource: AnyObject, Sendable {
  /// Reads one line without its line break; `nil` at the end of input.
  ///
  /// ```swift
  /// let answer = input.readLine() ?? ""
  /// ```
  ///
  /// - Returns: The next line, or `nil` when there is no more input.
  func readLine() -> String?

  /// Whether the answers are typed at a terminal, which shows them as they are typed. A view
  /// writes the answers of any other source (a pipe, a file, a script) after its prompt, so
  /// the next box does not run onto the prompt line. `false` unless the source says otherwise.
  ///
  /// ```swift
  /// let echoed = !StandardInput().isTerminal  // `printf 'd\n' | app`: true
  /// ```
  var isTerminal: Bool { get }

  /// Reads the answer to a prompt that offers `choices`, the last being what an empty line
  /// picks; ``ConsoleView`` calls it each time it asks, again after an answer that matched
  /// nothing. By default, ``readLine()``: a source that wants to know the choices (to say
  /// which keys work after a wrong answer, or to answer by itself) implements it.
  ///
  /// ```swift
  /// func readAnswer(to choices: [ConsoleChoice]) -> String? {
  ///   choices.last?.key  // always takes the default
  /// }
  /// ```
  ///
  /// - Parameter choices: The choices of the prompt, in the order it shows them.
  /// - Returns: The next line, or `nil` when there is no more input.
  func readAnswer(to choices: [ConsoleChoice]) -> String?
}

extension ConsoleInputSource {
  /// `false`: a source is a script unless it says it is a terminal.
  ///
  /// ```swift
  /// ScriptedInput(["d"]).isTerminal  // false: the view echoes "d"
  /// ```
  public var isTerminal: Bool { false }

  /// ``readLine()``: a source reads the same whatever the prompt offers unless it says
  /// otherwise.
  ///
  /// ```swift
  /// ScriptedInput(["d"]).readAnswer(to: [.retry, .dismiss])  // "d"
  /// ```
  ///
  /// - Parameter choices: The choices of the prompt; not used.
  /// - Returns: The next line, or `nil` when there is no more input.
  public func readAnswer(to choices: [ConsoleChoice]) -> String? { readLine() }
}

/// Reads answers from the process's standard input.
///
/// ```swift
/// let view = ConsoleView(output: StandardOutputStream(), input: StandardInput())
/// ```
public final class StandardInput: ConsoleInputSource {
  /// Creates a reader of standard input.
  ///
  /// ```swift
  /// let input = StandardInput()
  /// ```
  public init() {}

  /// Reads one line from standard input.
  ///
  /// ```swift
  /// let answer = StandardInput().readLine()
  /// ```
  ///
  /// - Returns: The next line, or `nil` at the end of standard input.
  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  /// Whether standard input is a terminal (`isatty`); `false` when it is a pipe or a file.
  ///
  /// ```swift
  /// print(StandardInput().isTerminal)  // false for `printf 'd\n' | app`
  /// ```
  public var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Answers scripted in advance, for tests and scripted runs.
///
/// ```swift
/// let input = ScriptedInput(["r", "d"])
/// input.readLine()  // "r"
/// input.readLine()  // "d"
/// input.readLine()  // nil
/// ```
// unchecked Sendable: `lines` and `next` are guarded by `lock`
public final class ScriptedInput: ConsoleInputSource, @unchecked Sendable {
  private let lock = Lock()
  private var lines: [String]
  private var next = 0

  /// Creates a source that returns `lines` in order, then `nil`.
  ///
  /// ```swift
  /// let input = ScriptedInput(["dismiss"])
  /// ```
  ///
  /// - Parameter lines: The answers, in order.
  public init(_ lines: [String]) {
    self.lines = lines
  }

  /// How many scripted lines have not been read yet.
  ///
  /// ```swift
  /// XCTAssertEqual(input.remaining, 0)  // every scripted answer was used
  /// ```
  public var remaining: Int { lock.withLock { lines.count - next } }

  /// Returns the next scripted line.
  ///
  /// ```swift
  /// ScriptedInput(["d"]).readLine()  // "d"
  /// ```
  ///
  /// - Returns: The next line, or `nil` when the script is used up.
  public func readLine() -> String? {
    lock.withLock {
      guard next < lines.count else { return nil }
      defer { next += 1 }
      return lines[next]
    }
  }
}
