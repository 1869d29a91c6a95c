/// SGR colour and weight codes, applied only when the terminal allows colours.
struct ANSIStyle: Sendable, Equatable {
  /// The SGR parameters, such as `"1"` (bold) or `"31"` (red); empty means no styling.
  let codes: String

  static let none = ANSIStyle(codes: "")
  static let bold = ANSIStyle(codes: "1")
  static let red = ANSIStyle(codes: "31")
  static let boldRed = ANSIStyle(codes: "1;31")
  static let yellow = ANSIStyle(codes: "33")

  /// `text` wrapped in this style's SGR codes and a reset; `text` itself when `enabled` is false.
  func apply(_ text: String, enabled: Bool) -> String {
    guard enabled, !codes.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }
}
