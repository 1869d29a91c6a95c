/// What the console view may use on its output: colours, width, and Unicode box drawing.
///
/// Decided from a ``TerminalEnvironment`` by these rules:
/// - **Colours** only when the output is a TTY, `NO_COLOR` is unset (any value, even empty,
///   disables them) and `TERM` is not `dumb`.
/// - **Width**: the TTY's `ioctl(TIOCGWINSZ)` width; else a positive `COLUMNS`; else 80.
/// - **ASCII** (`+-|` boxes, `\e`-style escapes) when asked for, when `TERM` is `dumb`, or when the
///   locale in effect (the first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG`) does not name UTF-8
///   (`C`, `POSIX`, `en_US.ISO-8859-1`…). With no locale variable set at all, UTF-8 is assumed,
///   as in most containers and modern terminals.
///
/// ```swift
/// let capabilities = TerminalCapabilities(environment: .current())
/// let renderer = ConsoleRenderer(capabilities: capabilities)
/// ```
public struct TerminalCapabilities: Sendable, Equatable {
  /// Whether ANSI colours and bold may be written.
  ///
  /// ```swift
  /// if capabilities.usesColor { print("\u{1B}[1mbold\u{1B}[0m") }
  /// ```
  public var usesColor: Bool
  /// The terminal width in columns.
  ///
  /// ```swift
  /// let columns = TerminalCapabilities(environment: .current()).width
  /// ```
  public var width: Int
  /// Whether to draw boxes with `+-|` and show controls as ASCII escapes.
  ///
  /// ```swift
  /// let ascii = TerminalCapabilities(environment: .current(), forceASCII: true).usesASCII  // true
  /// ```
  public var usesASCII: Bool

  /// Plain output for files and tests: no colours, 80 columns, Unicode boxes.
  ///
  /// ```swift
  /// let renderer = ConsoleRenderer(capabilities: .plain)
  /// ```
  public static let plain = TerminalCapabilities(usesColor: false, width: 80, usesASCII: false)

  /// Creates capabilities from explicit choices.
  ///
  /// ```swift
  /// let narrow = TerminalCapabilities(usesColor: false, width: 40, usesASCII: true)
  /// ```
  ///
  /// - Parameters:
  ///   - usesColor: Whether ANSI colours may be written.
  ///   - width: The terminal width in columns.
  ///   - usesASCII: Whether to draw ASCII boxes.
  public init(usesColor: Bool, width: Int, usesASCII: Bool) {
    self.usesColor = usesColor
    self.width = width
    self.usesASCII = usesASCII
  }

  /// Decides the capabilities from `environment` (see the type's rules).
  ///
  /// ```swift
  /// let capabilities = TerminalCapabilities(environment: .current(), forceASCII: asciiFlag)
  /// ```
  ///
  /// - Parameters:
  ///   - environment: The environment to decide from.
  ///   - forceASCII: `true` to draw ASCII boxes whatever the terminal can do.
  public init(environment: TerminalEnvironment, forceASCII: Bool = false) {
    let variables = environment.variables
    let isDumb = variables["TERM"] == "dumb"
    usesColor = environment.isTerminal && variables["NO_COLOR"] == nil && !isDumb
    width = Self.width(environment)
    usesASCII = forceASCII || isDumb || !Self.localeSupportsUTF8(variables)
  }

  private static func width(_ environment: TerminalEnvironment) -> Int {
    if let columns = environment.windowColumns, columns > 0 { return columns }
    if let text = environment.variables["COLUMNS"],
      let columns = Int(text.filter { $0 != " " }), columns > 0
    {
      return columns
    }
    return 80
  }

  private static func localeSupportsUTF8(_ variables: [String: String]) -> Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { variables[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return true }
    let normalized = locale.lowercased().filter { $0 != "-" && $0 != "_" }
    return normalized.contains("utf8")
  }
}
