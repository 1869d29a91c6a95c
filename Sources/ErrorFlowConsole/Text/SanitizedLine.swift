/// One line of ``TerminalSanitizer`` output, built as UTF-8 bytes (appending to a `String`'s
/// scalar view is not amortised constant time for every scalar, which made 1 MB of `ESC`
/// take minutes). The visible forms of C0, DEL and C1 are built once, in tables.
struct SanitizedLine {
  /// The forms of U+0000–U+009F, packed.
  private static let controlPictureForms = FormTable(.controlPictures)
  private static let asciiEscapeForms = FormTable(.asciiEscapes)

  private let forms: FormTable
  private let tab: [UInt8]
  private var bytes: [UInt8] = []

  init(notation: TerminalSanitizer.Notation, tabWidth: Int) {
    forms = notation == .controlPictures ? Self.controlPictureForms : Self.asciiEscapeForms
    tab = Array(repeating: UInt8(ascii: " "), count: tabWidth)
  }

  /// Appends one safe ASCII byte.
  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends safe UTF-8 bytes as they are.
  mutating func append(_ safe: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: safe)
  }

  /// Appends the visible form of the unsafe scalar `value` (or spaces for a tab).
  mutating func appendNeutralised(_ value: UInt32) {
    if value == 0x09 {
      bytes.append(contentsOf: tab)
    } else if value < 0xA0 {
      var form = forms.packed[Int(value)]
      while form != 0 {
        bytes.append(UInt8(truncatingIfNeeded: form))
        form >>= 8
      }
    } else {
      bytes.append(contentsOf: Self.hexForm(of: value))
    }
  }

  /// The line so far, and a fresh start.
  mutating func take() -> String {
    defer { bytes.removeAll(keepingCapacity: true) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// How `value` is shown: a control picture (`␛`, `␡`) or an ASCII escape (`\e`) for C0
  /// and DEL, as the notation says, else `\u{XX}`.
  private static func form(of value: UInt32, _ notation: TerminalSanitizer.Notation) -> [UInt8] {
    switch notation {
    case .controlPictures:
      if value < 0x20, let picture = Unicode.Scalar(0x2400 + value) {
        return Array(String(picture).utf8)
      }
      if value == 0x7F { return Array("\u{2421}".utf8) }
    case .asciiEscapes:
      if let letter = asciiEscape(value) { return Array("\\\(letter)".utf8) }
    }
    return hexForm(of: value)
  }

  private static func hexForm(of value: UInt32) -> [UInt8] {
    Array("\\u{\(String(value, radix: 16, uppercase: true))}".utf8)
  }

  private static func asciiEscape(_ value: UInt32) -> Character? {
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

  /// The visible forms of U+0000–U+009F in one notation, each packed in a `UInt64`, first
  /// byte lowest (every form is 2 to 6 bytes, none of them zero).
  private struct FormTable {
    var packed: [UInt64] = []

    init(_ notation: TerminalSanitizer.Notation) {
      for value in UInt32(0)..<0xA0 {
        let form = SanitizedLine.form(of: value, notation)
        packed.append(
          form.reversed().reduce(0) { packed, byte in packed << 8 | UInt64(byte) })
      }
    }
  }
}
