/// Recognises complete terminal escape sequences (ECMA-48) for ``TerminalSanitizer``'s
/// ``TerminalSanitizer/SequencePolicy/strip`` policy.
///
/// Only a *complete* sequence is recognised; anything malformed or unterminated returns `nil`,
/// and the sanitizer then reveals its control characters instead of guessing where it ends.
enum EscapeSequence {
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
