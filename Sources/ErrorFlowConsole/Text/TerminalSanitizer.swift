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
/// Sanitizing takes time linear in the length of the text, for every policy and any input
/// (one pass over its UTF-8 bytes; an unterminated sequence is never scanned twice). A text
/// longer than ``limit`` bytes (64 KiB by default) is cut there, at a character boundary, and
/// its last line ends with `… (N more bytes)` (`... (N more bytes)` in ASCII notation), so
/// one hostile message cannot flood the screen.
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

  /// The most UTF-8 bytes of a text that are sanitized and shown, or `nil` for no limit;
  /// the rest is replaced by `… (N more bytes)`. ``defaultLimit`` unless set.
  ///
  /// ```swift
  /// TerminalSanitizer(limit: 5).singleLine("abcdefgh")  // "abcde… (3 more bytes)"
  /// ```
  public var limit: Int?

  /// 64 KiB: far more than a message needs, little enough to wrap and draw at once.
  ///
  /// ```swift
  /// let sanitizer = TerminalSanitizer(limit: TerminalSanitizer.defaultLimit * 4)
  /// ```
  public static let defaultLimit = 65_536

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
  ///   - limit: The most UTF-8 bytes of a text shown (negative counts as 0); `nil` for no
  ///     limit.
  public init(
    notation: Notation = .controlPictures, sequences: SequencePolicy = .reveal, tabWidth: Int = 4,
    limit: Int? = TerminalSanitizer.defaultLimit
  ) {
    self.notation = notation
    self.sequences = sequences
    self.tabWidth = max(0, tabWidth)
    self.limit = limit.map { max(0, $0) }
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
    var steps = 0
    return lines(text, steps: &steps)
  }

  /// ``lines(_:)``, counting the bytes read (to prove the work linear).
  ///
  /// - Parameters:
  ///   - text: Untrusted text.
  ///   - steps: Increased by the number of bytes read, sequence scans included.
  /// - Returns: What ``lines(_:)`` returns.
  package func lines(_ text: String, steps: inout Int) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var end = bytes.count
      if let limit, end > limit {
        end = limit
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // a character boundary
      }
      var lines = sanitize(UnsafeBufferPointer(rebasing: bytes[..<end]), steps: &steps)
      if end < bytes.count {
        let ellipsis = notation == .asciiEscapes ? "..." : "…"
        lines[lines.count - 1] += "\(ellipsis) (\(bytes.count - end) more bytes)"
      }
      return lines
    }
  }

  /// One pass over valid UTF-8 `bytes`. Only ASCII controls and scalars led by `C2` (C1
  /// controls) or `E2` (U+2028, U+2029, bidi controls) can be unsafe; every other scalar
  /// is copied without being decoded.
  private func sanitize(_ bytes: UnsafeBufferPointer<UInt8>, steps: inout Int) -> [String] {
    var lines: [String] = []
    var line = SanitizedLine(notation: notation, tabWidth: tabWidth)
    var sequences = EscapeSequence(bytes)
    let strips = self.sequences == .strip
    var index = 0
    while index < bytes.count {
      steps += 1
      let byte = bytes[index]
      if byte >= 0x20, byte < 0x7F {
        line.append(byte)
        index += 1
        continue
      }
      let length = Self.scalarLength(lead: byte)
      let value: UInt32 =
        switch byte {
        case ..<0x80: UInt32(byte)
        case 0xC2: UInt32(bytes[index + 1])
        case 0xE2: Self.scalarValue(bytes, at: index)
        default: 0xFFFF_FFFF  // another scalar: safe
        }
      if value == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
        index += 1
        continue
      }
      if value == 0x0A || value == 0x2028 || value == 0x2029 {
        lines.append(line.take())
      } else if strips, value == 0x1B || (0x80...0x9F).contains(value),
        let end = sequences.end(at: index)
      {
        index = end
        continue
      } else if Self.isUnsafe(value) || value == 0x09 {
        line.appendNeutralised(value)
      } else {
        line.append(UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
      }
      index += length
    }
    steps += sequences.steps
    lines.append(line.take())
    return lines
  }

  /// The number of bytes of the UTF-8 scalar starting with `lead`.
  private static func scalarLength(lead: UInt8) -> Int {
    if lead < 0x80 { return 1 }
    if lead < 0xE0 { return 2 }
    return lead < 0xF0 ? 3 : 4
  }

  /// The value of the three-byte scalar at `index` (valid UTF-8).
  private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
    UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
      | UInt32(bytes[index + 2] & 0x3F)
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
    isUnsafe(scalar.value)
  }

  private static func isUnsafe(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
