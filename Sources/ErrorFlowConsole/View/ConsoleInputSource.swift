import ErrorFlow

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
}

/// Answers scripted in advance, for tests and scripted runs.
///
/// ```swift
/// let input = ScriptedInput(["r", "d"])
/// input.readLine()  // "r"
/// input.readLine()  // "d"
/// input.readLine()  // nil
/// ```
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
