/// Neutralises hostile text (control characters, escape sequences, bidi overrides) before it is
/// printed, so an error message cannot move the cursor, clear the screen, retitle the terminal
/// or forge a line.
///
/// Every scalar a terminal would act on is replaced by a visible, inert form:
///
/// | Input | ``Notation/controlPictures`` | ``Notation/asciiEscapes`` |
/// |---|---|---|
/// | C0 controls U+0000–U+001F (`ESC`, `BEL`, `CR`…) | control pictures `␀`…`␟` (`␛`, `␇`, `␍`) | `\e`, `\a`, `\r`, `\u{1F}`… |
/// | DEL U+007F | `␡` | `\u{7F}` |
/// | C1 controls U+0080–U+009F (8-bit `CSI` U+009B, `OSC` U+009D…) | `\u{9B}` | `\u{9B}` |
/// | bidi overrides U+202A–U+202E, U+2066–U+2069 | `\u{202E}` | `\u{202E}` |
///
/// A line feed (`\n`, `\r\n`, U+2028, U+2029) splits the text into lines; a lone carriage return
/// is revealed (`␍`), so `"ok\rFAKE"` can never overwrite the start of its line. A tab becomes
/// ``tabWidth`` spaces.
///
/// With ``SequencePolicy/reveal`` (the default) the bytes of an escape sequence stay visible as
/// inert text: `"\u{1B}[2J"` prints as `␛[2J`. With ``SequencePolicy/strip`` a complete escape
/// sequence (CSI, OSC, DCS, SOS, PM, APC, or a single-character escape, in 7-bit or 8-bit form)
/// is removed, which suits coloured text from a tool; an incomplete sequence is still revealed.
///
/// ```swift
/// let sanitizer = TerminalSanitizer()
/// sanitizer.lines("ok\rFAKE\n\u{1B}]0;pwned\u{07}")  // ["ok␍FAKE", "␛]0;pwned␇"]
/// ```
public struct TerminalSanitizer: Sendable, Equatable {
  /// How a neutralised control character is shown.
  ///
  /// ```swift
  /// let ascii = TerminalSanitizer(notation: .asciiEscapes)
  /// ascii.singleLine("\u{1B}[2J")  // "\\e[2J"
  /// ```
  public enum Notation: Sendable, Equatable {
    /// Unicode control pictures (`␛`, `␍`, `␇`) for C0 and DEL; `\u{XX}` for the rest.
    case controlPictures
    /// ASCII-only escapes (`\e`, `\r`, `\a`, `\u{9B}`) for terminals that cannot show UTF-8.
    case asciiEscapes
  }

  /// What happens to a complete escape sequence.
  ///
  /// ```swift
  /// TerminalSanitizer(sequences: .strip).singleLine("\u{1B}[31mred\u{1B}[0m")  // "red"
  /// ```
  public enum SequencePolicy: Sendable, Equatable {
    /// Show it as inert text, its introducer made visible (`␛[2J`).
    case reveal
    /// Remove it; incomplete sequences and stray controls are still revealed.
    case strip
  }

  /// How neutralised characters are shown.
  ///
  /// ```swift
  /// var sanitizer = TerminalSanitizer()
  /// sanitizer.notation = .asciiEscapes
  /// ```
  public var notation: Notation
  /// What happens to complete escape sequences.
  ///
  /// ```swift
  /// var sanitizer = TerminalSanitizer()
  /// sanitizer.sequences = .strip
  /// ```
  public var sequences: SequencePolicy
  /// The number of spaces a tab becomes.
  ///
  /// ```swift
  /// TerminalSanitizer(tabWidth: 2).singleLine("a\tb")  // "a  b"
  /// ```
  public var tabWidth: Int

  /// Creates a sanitizer.
  ///
  /// ```swift
  /// let ascii = TerminalSanitizer(notation: .asciiEscapes, sequences: .strip)
  /// ```
  ///
  /// - Parameters:
  ///   - notation: How neutralised characters are shown.
  ///   - sequences: What happens to complete escape sequences.
  ///   - tabWidth: The number of spaces a tab becomes (negative counts as 0).
  public init(
    notation: Notation = .controlPictures, sequences: SequencePolicy = .reveal, tabWidth: Int = 4
  ) {
    self.notation = notation
    self.sequences = sequences
    self.tabWidth = max(0, tabWidth)
  }

  /// Splits `text` into safe lines: no returned line contains a control character, an escape
  /// sequence, or a bidi override.
  ///
  /// ```swift
  /// TerminalSanitizer().lines("a\r\nb\u{1B}[2J")  // ["a", "b␛[2J"]
  /// ```
  ///
  /// - Parameter text: Untrusted text, for example an error message from a server.
  /// - Returns: One string per line of `text` (at least one, possibly empty).
  public func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
        index += 1
        continue
      }
      if Self.isLineBreak(scalar) {
        lines.append(String(current))
        current = String.UnicodeScalarView()
        index += 1
        continue
      }
      if sequences == .strip, let end = EscapeSequence.end(in: scalars, at: index) {
        index = end
        continue
      }
      append(scalar, to: &current)
      index += 1
    }
    lines.append(String(current))
    return lines
  }

  /// Neutralises `text` into a single safe line: line breaks become spaces.
  ///
  /// ```swift
  /// TerminalSanitizer().singleLine("Saved\nFAKE\u{07}")  // "Saved FAKE␇"
  /// ```
  ///
  /// - Parameter text: Untrusted text.
  /// - Returns: One line with no control character, escape sequence or bidi override.
  public func singleLine(_ text: String) -> String {
    lines(text).joined(separator: " ")
  }

  /// Whether `scalar` is one this sanitizer never lets through: a C0 or C1 control, DEL or a
  /// bidi override or isolate.
  ///
  /// ```swift
  /// TerminalSanitizer.isUnsafe("\u{9B}")  // true
  /// ```
  ///
  /// - Parameter scalar: The scalar to test.
  /// - Returns: `true` if printing it raw could make the terminal act.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  private func append(_ scalar: Unicode.Scalar, to line: inout String.UnicodeScalarView) {
    if scalar == "\t" {
      line.append(contentsOf: repeatElement(" ", count: tabWidth))
    } else if Self.isUnsafe(scalar) {
      line.append(contentsOf: visibleForm(of: scalar).unicodeScalars)
    } else {
      line.append(scalar)
    }
  }

  private func visibleForm(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    switch notation {
    case .controlPictures:
      if value < 0x20, let picture = Unicode.Scalar(0x2400 + value) { return String(picture) }
      if value == 0x7F { return "\u{2421}" }
    case .asciiEscapes:
      switch value {
      case 0x00: return "\\0"
      case 0x07: return "\\a"
      case 0x08: return "\\b"
      case 0x0B: return "\\v"
      case 0x0C: return "\\f"
      case 0x0D: return "\\r"
      case 0x1B: return "\\e"
      default: break
      }
    }
    return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
  }
}
