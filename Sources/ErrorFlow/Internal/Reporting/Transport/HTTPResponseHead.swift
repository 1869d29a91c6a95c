/// The status line and headers of one answer, checked line by line as
/// ``HTTPResponseParser`` finds them: only what decides the outcome and the framing is kept.
struct HTTPResponseHead {
  /// The status code, 100 to 599.
  let status: Int
  /// The first `Location` header, as received.
  private(set) var location: [UInt8]?
  /// The `Content-Length`, if one was sent.
  private(set) var contentLength: Int?
  /// Whether a `Transfer-Encoding` header was sent.
  private(set) var hasTransferEncoding = false
  /// Whether the last transfer coding is `chunked`.
  private(set) var isChunked = false

  /// Parses a status line (its line break removed): `HTTP/1.x SP 3DIGIT [SP reason]`, the
  /// status 100 to 599.
  init(statusLine line: ArraySlice<UInt8>) throws(HTTPTransportError) {
    let bytes = Array(line)
    let prefix = Array("HTTP/1.".utf8)
    guard bytes.count >= 12, bytes.starts(with: prefix), Self.isDigit(bytes[7]),
      bytes[8] == UInt8(ascii: " "), bytes[9...11].allSatisfy(Self.isDigit),
      bytes.count == 12 || bytes[12] == UInt8(ascii: " ")
    else { throw .malformed("its status line is not \"HTTP/1.x NNN reason\"") }
    guard HTTPSyntax.isFieldValue(bytes[12...]) else {
      throw .malformed("its status line holds a control character")
    }
    let status = bytes[9...11].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    guard (100...599).contains(status) else {
      throw .malformed("status \(status) is not between 100 and 599")
    }
    self.status = status
  }

  /// Takes one header line (its line break removed).
  mutating func add(headerLine line: ArraySlice<UInt8>) throws(HTTPTransportError) {
    guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
      throw .malformed("a header line starts with white space (obsolete line folding)")
    }
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
      HTTPSyntax.isToken(line[..<colon])
    else { throw .malformed("a header line is not \"name: value\"") }
    var value = line[line.index(after: colon)...]
    while let head = value.first, head == 0x20 || head == 0x09 { value = value.dropFirst() }
    while let tail = value.last, tail == 0x20 || tail == 0x09 { value = value.dropLast() }
    guard HTTPSyntax.isFieldValue(value) else {
      throw .malformed("a header value holds a NUL or another control character")
    }
    switch String(decoding: line[..<colon], as: UTF8.self).lowercased() {
    case "location":
      if location == nil { location = Array(value) }
    case "content-length":
      try setContentLength(value)
    case "transfer-encoding":
      hasTransferEncoding = true
      let codings = String(decoding: value, as: UTF8.self).split(separator: ",")
      if let last = codings.last {
        isChunked = last.trimmingWhiteSpace().lowercased() == "chunked"
      }
    default:
      break
    }
  }

  /// `Content-Length`: digits, or a list of equal values (`5, 5`) as some servers send.
  private mutating func setContentLength(_ value: ArraySlice<UInt8>) throws(HTTPTransportError) {
    let text = String(decoding: value, as: UTF8.self)
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let digits = item.trimmingWhiteSpace()
      // 18 digits always fit in an `Int`: no overflow to trap on.
      guard !digits.isEmpty, digits.count <= 18, digits.utf8.allSatisfy(Self.isDigit),
        let length = Int(digits)
      else { throw .malformed("its Content-Length is not a number") }
      guard contentLength == nil || contentLength == length else {
        throw .malformed("it has two different Content-Length values")
      }
      contentLength = length
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  fileprivate func trimmingWhiteSpace() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
