/// Recognises complete terminal escape sequences (ECMA-48) in UTF-8 text for
/// ``TerminalSanitizer``'s ``TerminalSanitizer/SequencePolicy/strip`` policy, in linear time.
///
/// Only a *complete* sequence is recognised; anything malformed or unterminated returns `nil`,
/// and the sanitizer then reveals its control characters instead of guessing where it ends.
///
/// Linear: the sanitizer asks at every introducer, left to right. A CSI or single-character
/// escape only reads bytes 0x20–0x7E, which never contain an introducer, so no two such scans
/// overlap. A control string (OSC, DCS, SOS, PM, APC) may hold further introducers (`U+009D`
/// repeated, say); when a scan of one fails at a byte, every later scan of the same kind that
/// starts before that byte would fail there too, so the failure is remembered and those scans
/// answer at once. Each byte is thus read a bounded number of times, whatever the input.
struct EscapeSequence {
  private static let escape: UInt8 = 0x1B
  private static let bell: UInt8 = 0x07
  /// The lead byte of every C1 control in UTF-8 (`U+0080`–`U+009F` are `C2 80`–`C2 9F`).
  private static let c1Lead: UInt8 = 0xC2
  private static let stringTerminator: UInt8 = 0x9C

  private let bytes: UnsafeBufferPointer<UInt8>
  /// Where the last failed scan of a control string ended, by whether BEL ends it; a scan of
  /// that kind starting at or before it fails there too.
  private var failedStringEnd = -1
  private var failedStringEndWithBell = -1
  /// The bytes read, for tests that prove the scan linear.
  private(set) var steps = 0

  /// A recogniser over `bytes`, which must stay valid while it is used.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The index just past the complete escape sequence starting at `start`, or `nil` if none
  /// starts there. Calls must come with increasing `start`.
  mutating func end(at start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    if bytes[start] == Self.escape { return escapeEnd(at: start + 1) }
    guard bytes[start] == Self.c1Lead, start + 1 < bytes.count else { return nil }
    switch bytes[start + 1] {
    case 0x9B: return controlSequenceEnd(at: start + 2)
    case 0x9D: return stringEnd(at: start + 2, bellTerminates: true)
    case 0x90, 0x98, 0x9E, 0x9F: return stringEnd(at: start + 2, bellTerminates: false)
    default: return nil
    }
  }

  /// After `ESC`: CSI, OSC, DCS/SOS/PM/APC, or an `ESC intermediates* final` escape.
  private mutating func escapeEnd(at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "["): return controlSequenceEnd(at: index + 1)
    case UInt8(ascii: "]"): return stringEnd(at: index + 1, bellTerminates: true)
    case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      return stringEnd(at: index + 1, bellTerminates: false)
    default: break
    }
    var cursor = skip(0x20...0x2F, from: index)
    guard cursor < bytes.count, (0x30...0x7E).contains(bytes[cursor]) else { return nil }
    cursor += 1
    return cursor
  }

  /// CSI body: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final byte 0x40–0x7E.
  private mutating func controlSequenceEnd(at index: Int) -> Int? {
    let cursor = skip(0x20...0x2F, from: skip(0x30...0x3F, from: index))
    guard cursor < bytes.count, (0x40...0x7E).contains(bytes[cursor]) else { return nil }
    return cursor + 1
  }

  private mutating func skip(_ range: ClosedRange<UInt8>, from index: Int) -> Int {
    var cursor = index
    while cursor < bytes.count, range.contains(bytes[cursor]) {
      steps += 1
      cursor += 1
    }
    return cursor
  }

  /// A control string ended by ST (`ESC \` or U+009C), or by BEL for OSC (xterm's form).
  private mutating func stringEnd(at index: Int, bellTerminates: Bool) -> Int? {
    if index <= (bellTerminates ? failedStringEndWithBell : failedStringEnd) { return nil }
    var cursor = index
    while cursor < bytes.count {
      steps += 1
      let byte = bytes[cursor]
      if byte == Self.c1Lead, cursor + 1 < bytes.count, bytes[cursor + 1] == Self.stringTerminator {
        return cursor + 2
      }
      if bellTerminates, byte == Self.bell { return cursor + 1 }
      if byte == Self.escape {
        if cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "\\") { return cursor + 2 }
        break
      }
      cursor += 1
    }
    // No terminator before `cursor`: a scan of this kind from any earlier start fails here.
    // One that BEL also ends failing means there is no terminator of any kind before it.
    if bellTerminates { failedStringEndWithBell = cursor }
    failedStringEnd = max(failedStringEnd, cursor)
    return nil
  }
}
