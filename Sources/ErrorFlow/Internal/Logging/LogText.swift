/// Makes untrusted text safe for one line of a text log: a message can neither forge a
/// second line nor send a control sequence to the terminal showing the log.
///
/// | Input | Written as |
/// |---|---|
/// | `\n`, `\r`, `\t` | `\n`, `\r`, `\t` (a backslash and a letter) |
/// | other C0 controls (`ESC`…), DEL, C1 controls (U+0080–U+009F) | `\u{1B}`, `\u{7F}`, `\u{85}` |
/// | U+2028, U+2029 (line and paragraph separators) | `\u{2028}`, `\u{2029}` |
/// | bidi overrides and isolates U+202A–U+202E, U+2066–U+2069 | `\u{202E}`… |
/// | direction marks U+061C, U+200E, U+200F | `\u{61C}`, `\u{200E}`, `\u{200F}` |
///
/// ``needsEscape(_:)`` is the one list of what untrusted text may not show raw: the report
/// sink's percent-encoding (``URLRedaction/redact(_:escapingControls:)``) uses it too.
///
/// A backslash already in the text is written as is, so `\n` in a line may also be the two
/// characters of the message; it is never a line break. Linear in the text's length.
enum LogText {
  /// `text` with every line break and control character written as a visible escape.
  ///
  /// - Parameter text: Untrusted text.
  /// - Returns: Text with no line break and no control character; `text` itself when it
  ///   had none.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    // UTF-8 bytes, not a `String.UnicodeScalarView`: appending non-ASCII scalars to that
    // view is not amortised O(1) on every platform.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        UTF8.encode(scalar) { bytes.append($0) }
        continue
      }
      switch scalar {
      case "\n": bytes.append(contentsOf: #"\n"#.utf8)
      case "\r": bytes.append(contentsOf: #"\r"#.utf8)
      case "\t": bytes.append(contentsOf: #"\t"#.utf8)
      default:
        bytes.append(contentsOf: "\\u{".utf8)
        bytes.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
        bytes.append(UInt8(ascii: "}"))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `scalar` is a line break, a control character (C0, DEL, C1), a line or
  /// paragraph separator, or a bidirectional control that reorders what a terminal or log
  /// viewer shows: the overrides and isolates, and the invisible direction marks.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      true
    default: false
    }
  }

  /// `json` (UTF-8 JSON text, as `JSONEncoder` writes it) with the characters it leaves raw
  /// but a reader may take for a line break or a terminal control (DEL, C1 controls such
  /// as NEL U+0085, U+2028, U+2029, bidi controls) written as `\uXXXX` escapes, and a line
  /// feed appended. Such characters can only occur inside JSON strings, where the escape
  /// decodes to the same character. Linear in the length of `json`.
  ///
  /// - Parameter json: A JSON value encoded as UTF-8.
  /// - Returns: The bytes of one line, ending in `\n`.
  static func jsonLine<Bytes: Collection<UInt8>>(_ json: Bytes) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(json.count + 1)
    var pending: [UInt8] = []  // the lead bytes of a multi-byte scalar, while undecided
    for byte in json {
      if !pending.isEmpty {
        pending.append(byte)
        if let scalar = escapedScalar(pending) {
          appendJSONEscape(scalar, to: &output)
          pending.removeAll()
        } else if !isPrefixOfEscapedScalar(pending) {
          output.append(contentsOf: pending)
          pending.removeAll()
        }
        continue
      }
      if byte < 0x20 || byte == 0x7F {
        appendJSONEscape(UInt32(byte), to: &output)
      } else if byte == 0xC2 || byte == 0xE2 {
        pending.append(byte)
      } else {
        output.append(byte)
      }
    }
    output.append(contentsOf: pending)
    output.append(0x0A)
    return output
  }

  /// The scalar encoded by `bytes` if it is one ``jsonLine(_:)`` escapes.
  private static func escapedScalar(_ bytes: [UInt8]) -> UInt32? {
    switch bytes.count {
    case 2 where bytes[0] == 0xC2 && (0x80...0x9F).contains(bytes[1]):
      return UInt32(bytes[1])
    case 3 where bytes[0] == 0xE2 && bytes[1] == 0x80 && (0xA8...0xAE).contains(bytes[2]):
      return 0x2000 + UInt32(bytes[2] - 0x80)
    case 3 where bytes[0] == 0xE2 && bytes[1] == 0x81 && (0xA6...0xA9).contains(bytes[2]):
      return 0x2040 + UInt32(bytes[2] - 0x80)
    default:
      return nil
    }
  }

  private static func isPrefixOfEscapedScalar(_ bytes: [UInt8]) -> Bool {
    bytes.count == 2 && bytes[0] == 0xE2 && (bytes[1] == 0x80 || bytes[1] == 0x81)
  }

  private static func appendJSONEscape(_ value: UInt32, to output: inout [UInt8]) {
    let hex = String(value, radix: 16)
    output.append(contentsOf: #"\u"#.utf8)
    output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.utf8.count))
    output.append(contentsOf: hex.utf8)
  }
}
