#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The facts about a terminal that ``TerminalCapabilities`` decides from: environment variables,
/// whether the output is a TTY, and the window width the TTY reports.
///
/// Tests build one by hand, so they never read the real environment:
///
/// ```swift
/// let environment = TerminalEnvironment(
///   variables: ["TERM": "xterm-256color", "LANG": "ko_KR.UTF-8"], isTerminal: true,
///   windowColumns: 120)
/// ```
public struct TerminalEnvironment: Sendable, Equatable {
  /// Environment variables (`TERM`, `NO_COLOR`, `COLUMNS`, `LC_ALL`, `LC_CTYPE`, `LANG`).
  ///
  /// ```swift
  /// environment.variables["NO_COLOR"] = "1"
  /// ```
  public var variables: [String: String]
  /// Whether the output is a terminal (`isatty`).
  ///
  /// ```swift
  /// let piped = !TerminalEnvironment.current().isTerminal
  /// ```
  public var isTerminal: Bool
  /// The width the terminal reports through `ioctl(TIOCGWINSZ)`, if any.
  ///
  /// ```swift
  /// let columns = TerminalEnvironment.current().windowColumns ?? 80
  /// ```
  public var windowColumns: Int?

  /// Creates an environment from explicit facts.
  ///
  /// ```swift
  /// let pipe = TerminalEnvironment(variables: [:], isTerminal: false, windowColumns: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - variables: Environment variables.
  ///   - isTerminal: Whether the output is a TTY.
  ///   - windowColumns: The TTY's reported width, or `nil`.
  public init(variables: [String: String], isTerminal: Bool, windowColumns: Int?) {
    self.variables = variables
    self.isTerminal = isTerminal
    self.windowColumns = windowColumns
  }

  /// Reads the real process environment and asks the terminal behind `fileDescriptor`.
  ///
  /// ```swift
  /// let capabilities = TerminalCapabilities(environment: .current())
  /// ```
  ///
  /// - Parameter fileDescriptor: The output to inspect; standard output by default.
  /// - Returns: The environment as this process sees it now.
  public static func current(fileDescriptor: Int32 = 1) -> TerminalEnvironment {
    TerminalEnvironment(
      variables: processVariables(), isTerminal: isatty(fileDescriptor) == 1,
      windowColumns: windowColumns(of: fileDescriptor))
  }

  private static func processVariables() -> [String: String] {
    var variables: [String: String] = [:]
    for name in ["TERM", "NO_COLOR", "COLUMNS", "LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    return variables
  }

  private static func windowColumns(of fileDescriptor: Int32) -> Int? {
    var size = winsize()
    // `ioctl`'s request is an unsigned long on both systems, while `TIOCGWINSZ` is imported
    // with another integer type (an `Int32` on Linux): the conversion serves both, so no
    // branch is needed.
    let result = ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size)
    guard result == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
