/// One line of ``TerminalSanitizer`` output, built as UTF-8 bytes (appending to a `String`'s
/// scalar view is not amortised constant time for every scalar, which made 1 MB of `ESC`
/// take minutes).
struct SanitizedLine {
  private let notation: TerminalSanitizer.Notation
  private let tabWidth: Int
  private var bytes: [UInt8] = []

  init(notation: TerminalSanitizer.Notation, tabWidth: Int) {
    self.notation = notation
    self.tabWidth = tabWidth
  }

  /// Appends safe UTF-8 bytes as they are.
  mutating func append(_ safe: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: safe)
  }

  /// Appends the visible form of the unsafe scalar `value` (or spaces for a tab).
  mutating func appendNeutralised(_ value: UInt32) {
    if value == 0x09 {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: tabWidth))
      return
    }
    switch notation {
    case .controlPictures:
      if value < 0x20, let picture = Unicode.Scalar(0x2400 + value) { return appendScalar(picture) }
      if value == 0x7F { return appendScalar("\u{2421}") }
    case .asciiEscapes:
      if let letter = Self.asciiEscape(value) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: letter))
        return
      }
    }
    bytes.append(contentsOf: "\\u{".utf8)
    bytes.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
    bytes.append(UInt8(ascii: "}"))
  }

  /// The line so far, and a fresh start.
  mutating func take() -> String {
    defer { bytes.removeAll(keepingCapacity: true) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func appendScalar(_ scalar: Unicode.Scalar) {
    UTF8.encode(scalar) { bytes.append($0) }
  }

  private static func asciiEscape(_ value: UInt32) -> Unicode.Scalar? {
    switch value {
    case 0x00: "0"
    case 0x07: "a"
    case 0x08: "b"
    case 0x0B: "v"
    case 0x0C: "f"
    case 0x0D: "r"
    case 0x1B: "e"
    default: nil
    }
  }
}
