/// The characters a box is drawn with.
struct BoxStyle: Sendable, Equatable {
  let topLeft: String
  let topRight: String
  let bottomLeft: String
  let bottomRight: String
  let horizontal: String
  let vertical: String
  let dividerLeft: String
  let dividerRight: String
  let divider: String

  /// `┌─┐ │ ├─┤ └─┘`, for alerts and sign-out.
  static let single = BoxStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│", dividerLeft: "├", dividerRight: "┤", divider: "─")

  /// `╔═╗ ║ ╟─╢ ╚═╝`, for error pages.
  static let double = BoxStyle(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═",
    vertical: "║", dividerLeft: "╟", dividerRight: "╢", divider: "─")

  /// `+-+ | +-+`, for ASCII terminals.
  static let ascii = BoxStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|", dividerLeft: "+", dividerRight: "+", divider: "-")

  /// `+=+ | +-+`, for error pages on ASCII terminals.
  static let asciiDouble = BoxStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "=",
    vertical: "|", dividerLeft: "+", dividerRight: "+", divider: "-")
}
