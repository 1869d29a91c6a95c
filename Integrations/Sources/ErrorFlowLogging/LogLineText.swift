/// Makes untrusted text safe for a line of a text log: the same escapes as ErrorFlow's own
/// text sinks (Sources/ErrorFlow/Internal/Logging/LogText.swift, internal to that module),
/// so a record reads the same in ``SwiftLogSink``'s output as in `ConsoleLogSink`'s.
///
/// | Input | Written as |
/// |---|---|
/// | `\n`, `\r`, `\t` | `\n`, `\r`, `\t` (a backslash and a letter) |
/// | other C0 controls (`ESC`…), DEL, C1 controls (U+0080–U+009F) | `\u{1B}`, `\u{7F}`, `\u{85}` |
/// | U+2028, U+2029 (line and paragraph separators) | `\u{2028}`, `\u{2029}` |
/// | bidi overrides and isolates U+202A–U+202E, U+2066–U+2069 | `\u{202E}`… |
/// | direction marks U+061C, U+200E, U+200F | `\u{61C}`, `\u{200E}`, `\u{200F}` |
///
/// A copy of that list, not a call: it is internal to ErrorFlow, which this package sees only
/// through its public API. Change both together.
///
/// Linear in the text's length; text with nothing to escape is returned as it is.
enum LogLineText {
  /// `text` with every line break and control character written as a visible escape.
  ///
  /// - Parameter text: Untrusted text.
  /// - Returns: Text with no line break and no control character.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
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

  /// Whether `scalar` is a line break, a control character or a bidi control.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      true
    default: false
    }
  }
}
