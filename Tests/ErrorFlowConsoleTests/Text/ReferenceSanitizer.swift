import ErrorFlowConsole

/// The sanitizer as it was before it was made linear (quadratic, obviously right): the reference the
/// linear one must match on every input. Only for short texts.
struct ReferenceSanitizer {
  let sanitizer: TerminalSanitizer

  init(_ sanitizer: TerminalSanitizer) { self.sanitizer = sanitizer }

  func lines(_ text: String) -> [String] {
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
      if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        lines.append(String(current))
        current = String.UnicodeScalarView()
        index += 1
        continue
      }
      if sanitizer.sequences == .strip,
        let end = ReferenceEscapeSequence.end(in: scalars, at: index)
      {
        index = end
        continue
      }
      append(scalar, to: &current)
      index += 1
    }
    lines.append(String(current))
    return lines
  }

  private func append(_ scalar: Unicode.Scalar, to line: inout String.UnicodeScalarView) {
    if scalar == "\t" {
      line.append(contentsOf: repeatElement(" ", count: sanitizer.tabWidth))
    } else if TerminalSanitizer.isUnsafe(scalar) {
      line.append(contentsOf: visibleForm(of: scalar).unicodeScalars)
    } else {
      line.append(scalar)
    }
  }

  private func visibleForm(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    switch sanitizer.notation {
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

enum ReferenceEscapeSequence {
  private static let escape: UInt32 = 0x1B
  private static let bell: UInt32 = 0x07
  private static let stringTerminator: UInt32 = 0x9C

  /// The index just past the complete escape sequence starting at `start`, or `nil` if none
  /// starts there.
  static func end(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
    guard start < scalars.count else { return nil }
    switch scalars[start].value {
    case escape: return escapeEnd(in: scalars, at: start + 1)
    case 0x9B: return controlSequenceEnd(in: scalars, at: start + 1)
    case 0x9D: return stringEnd(in: scalars, at: start + 1, bellTerminates: true)
    case 0x90, 0x98, 0x9E, 0x9F: return stringEnd(in: scalars, at: start + 1, bellTerminates: false)
    default: return nil
    }
  }

  /// After `ESC`: CSI, OSC, DCS/SOS/PM/APC, or an `ESC intermediates* final` escape.
  private static func escapeEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard index < scalars.count else { return nil }
    switch scalars[index] {
    case "[": return controlSequenceEnd(in: scalars, at: index + 1)
    case "]": return stringEnd(in: scalars, at: index + 1, bellTerminates: true)
    case "P", "X", "^", "_": return stringEnd(in: scalars, at: index + 1, bellTerminates: false)
    default: break
    }
    var cursor = index
    while cursor < scalars.count, (0x20...0x2F).contains(scalars[cursor].value) { cursor += 1 }
    guard cursor < scalars.count, (0x30...0x7E).contains(scalars[cursor].value) else { return nil }
    return cursor + 1
  }

  /// CSI body: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final byte 0x40–0x7E.
  private static func controlSequenceEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    var cursor = index
    while cursor < scalars.count, (0x30...0x3F).contains(scalars[cursor].value) { cursor += 1 }
    while cursor < scalars.count, (0x20...0x2F).contains(scalars[cursor].value) { cursor += 1 }
    guard cursor < scalars.count, (0x40...0x7E).contains(scalars[cursor].value) else { return nil }
    return cursor + 1
  }

  /// A control string ended by ST (`ESC \` or U+009C), or by BEL for OSC (xterm's form).
  private static func stringEnd(
    in scalars: [Unicode.Scalar], at index: Int, bellTerminates: Bool
  ) -> Int? {
    var cursor = index
    while cursor < scalars.count {
      let value = scalars[cursor].value
      if value == stringTerminator || (bellTerminates && value == bell) { return cursor + 1 }
      if value == escape {
        guard cursor + 1 < scalars.count, scalars[cursor + 1] == "\\" else { return nil }
        return cursor + 2
      }
      cursor += 1
    }
    return nil
  }
}
