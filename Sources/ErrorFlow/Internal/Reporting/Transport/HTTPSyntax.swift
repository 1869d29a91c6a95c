/// The byte classes of HTTP/1.1 (RFC 9110 section 5), shared by the request the sink writes,
/// the headers it accepts in its configuration and the answers it parses.
enum HTTPSyntax {
  /// Whether `byte` is a `tchar`: a letter, a digit, a backtick or one of `!#$%&'*+-.^_|~`.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  /// Whether `bytes` is a token: one or more `tchar`s, as a header name must be.
  static func isToken<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
  }

  /// Whether `byte` may appear in a field value: a visible character, a space, a tab or a
  /// byte of 0x80 and above (UTF-8 text); never CR, LF, NUL or another control character.
  static func isFieldValueByte(_ byte: UInt8) -> Bool {
    byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
  }

  /// Whether every byte of `bytes` may appear in a field value.
  static func isFieldValue<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.allSatisfy(isFieldValueByte)
  }

  /// The headers a transport writes itself (framing and connection); the configuration may
  /// not set them. Lowercased.
  static let transportHeaders: Set<String> = [
    "host", "content-length", "transfer-encoding", "connection", "expect", "upgrade", "te",
    "trailer", "keep-alive", "proxy-connection",
  ]
}
