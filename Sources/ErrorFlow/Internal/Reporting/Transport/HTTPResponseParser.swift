/// Reads one HTTP/1.1 answer as its bytes arrive, within fixed bounds, and says when it is
/// complete: interim (1xx) answers skipped a bounded number of times, then the final
/// answer's head, then its body framed by `Content-Length`, chunked coding or the close of
/// the connection.
///
/// Every byte is looked at a bounded number of times (a line search resumes where it
/// stopped), so an answer trickled one byte at a time costs no more than one sent at once.
struct HTTPResponseParser {
  /// The most bytes of status lines and headers, interim answers included.
  static let headLimit = 64 * 1024
  /// The most bytes of body (chunk framing included) read before the answer counts as a
  /// failure: a collector answers with a few bytes, and the status is what matters.
  static let bodyLimit = 64 * 1024
  /// The most interim (1xx) answers skipped before the final one.
  static let interimLimit = 8
  /// The longest chunk-size line.
  private static let chunkLineLimit = 1024

  private enum State {
    case head
    case fixedBody(remaining: Int)
    case bodyUntilClose
    case chunkSize
    case chunkData(remaining: Int)
    case chunkEnd
    case trailers
    case done
  }

  private var state = State.head
  private var buffer: [UInt8] = []
  /// Where the unread bytes of `buffer` start.
  private var cursor = 0
  /// Where the search for the next line break resumes.
  private var scanned = 0
  private var headBytes = 0
  private var bodyBytes = 0
  private var interimAnswers = 0
  /// Whether a byte of the current (final or interim) answer arrived.
  private var answerStarted = false
  private var head: HTTPResponseHead?
  private var statusLine = true

  /// What the request is doing, for a timeout or an early close.
  var stage: HTTPTransportError.Stage {
    switch state {
    case .head: return answerStarted ? .readingHead : .waiting
    default: return .readingBody
    }
  }

  /// Takes the bytes that arrived; returns the answer once it is complete.
  mutating func consume(_ bytes: ArraySlice<UInt8>) throws(HTTPTransportError)
    -> LogTransportAnswer?
  {
    if case .done = state { return answer }
    buffer += bytes
    try advance()
    compact()
    if case .done = state { return answer }
    return nil
  }

  /// The peer closed the connection: the answer, if its body was delimited by the close.
  mutating func finish() throws(HTTPTransportError) -> LogTransportAnswer {
    switch state {
    case .done, .bodyUntilClose:
      state = .done
      if let answer { return answer }
      throw .closedEarly(stage)
    default:
      throw .closedEarly(stage)
    }
  }

  private var answer: LogTransportAnswer? {
    head.map { head in
      LogTransportAnswer(
        status: head.status,
        location: head.location.map {
          URLRedaction.redact(String(decoding: $0, as: UTF8.self), escapingControls: true)
        })
    }
  }

  // MARK: Parsing

  private mutating func advance() throws(HTTPTransportError) {
    while cursor < buffer.count {
      switch state {
      case .head:
        answerStarted = true
        if statusLine { try checkStatusLinePrefix() }
        guard let line = try nextLine(limit: Self.headLimit - headBytes, head: true) else {
          return
        }
        try takeHeadLine(line)
      case .fixedBody(let remaining):
        let taken = min(remaining, buffer.count - cursor)
        cursor += taken
        state = remaining == taken ? .done : .fixedBody(remaining: remaining - taken)
      case .bodyUntilClose:
        try countBody(buffer.count - cursor)
        cursor = buffer.count
      case .chunkSize:
        guard let line = try nextLine(limit: Self.chunkLineLimit, head: false) else { return }
        try countBody(line.count + 2)
        let size = try Self.chunkSize(line)
        try countBody(size)
        state = size == 0 ? .trailers : .chunkData(remaining: size)
      case .chunkData(let remaining):
        let taken = min(remaining, buffer.count - cursor)
        cursor += taken
        state = remaining == taken ? .chunkEnd : .chunkData(remaining: remaining - taken)
      case .chunkEnd:
        guard try chunkEnd() else { return }
        state = .chunkSize
      case .trailers:
        guard let line = try nextLine(limit: Self.chunkLineLimit, head: false) else { return }
        try countBody(line.count + 2)
        if line.isEmpty { state = .done }
      case .done:
        return
      }
    }
  }

  /// Fails at once on an answer that cannot become a status line (a TLS alert, an SSH
  /// banner), rather than waiting for a line break that may never come.
  private func checkStatusLinePrefix() throws(HTTPTransportError) {
    let prefix = Array("HTTP/1.".utf8)
    let available = min(prefix.count, buffer.count - cursor)
    guard buffer[cursor..<(cursor + available)].elementsEqual(prefix[..<available]) else {
      throw .malformed("it does not start with \"HTTP/1.\"")
    }
  }

  private mutating func takeHeadLine(_ line: ArraySlice<UInt8>) throws(HTTPTransportError) {
    if statusLine {
      head = try HTTPResponseHead(statusLine: line)
      statusLine = false
      return
    }
    guard var current = head else { throw .malformed("it has no status line") }
    guard line.isEmpty else {
      try current.add(headerLine: line)
      head = current
      return
    }
    switch current.status {
    case 101:
      throw .malformed("it switches protocols (101), which the request did not ask for")
    case 100..<200:
      interimAnswers += 1
      guard interimAnswers <= Self.interimLimit else {
        throw .malformed("more than \(Self.interimLimit) interim (1xx) answers")
      }
      head = nil
      statusLine = true
      answerStarted = false
    case 204, 304:
      state = .done
    default:
      if current.hasTransferEncoding {
        state = current.isChunked ? .chunkSize : .bodyUntilClose
      } else if let length = current.contentLength {
        guard length <= Self.bodyLimit else { throw .tooLarge(head: false, limit: Self.bodyLimit) }
        state = length == 0 ? .done : .fixedBody(remaining: length)
      } else {
        state = .bodyUntilClose
      }
    }
  }

  /// The next line without its line break (LF or CRLF), or `nil` until one arrives; throws
  /// when it would pass `limit` bytes (its line break included), or holds a NUL or a bare CR.
  private mutating func nextLine(
    limit: Int, head: Bool
  ) throws(HTTPTransportError) -> ArraySlice<UInt8>? {
    scanned = max(scanned, cursor)
    while scanned < buffer.count, buffer[scanned] != UInt8(ascii: "\n") { scanned += 1 }
    let length = scanned - cursor
    guard scanned < buffer.count else {
      if length >= limit { throw tooLong(head: head) }
      return nil
    }
    if length + 1 > limit { throw tooLong(head: head) }
    var line = buffer[cursor..<scanned]
    cursor = scanned + 1
    scanned = cursor
    if head { headBytes += length + 1 }
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    guard !line.contains(0) else { throw .malformed("a NUL byte in its head") }
    guard !line.contains(UInt8(ascii: "\r")) else { throw .malformed("a bare CR in its head") }
    return line
  }

  /// The line break after a chunk's data: `nil` until it arrived.
  private mutating func chunkEnd() throws(HTTPTransportError) -> Bool {
    let available = buffer.count - cursor
    if buffer[cursor] == UInt8(ascii: "\n") {
      cursor += 1
      return true
    }
    guard buffer[cursor] == UInt8(ascii: "\r") else {
      throw .malformed("a chunk is longer than its size")
    }
    guard available >= 2 else { return false }
    guard buffer[cursor + 1] == UInt8(ascii: "\n") else {
      throw .malformed("a chunk is longer than its size")
    }
    cursor += 2
    return true
  }

  private func tooLong(head: Bool) -> HTTPTransportError {
    head ? .tooLarge(head: true, limit: Self.headLimit) : .malformed("a chunk line is too long")
  }

  private mutating func countBody(_ count: Int) throws(HTTPTransportError) {
    bodyBytes += count
    guard bodyBytes <= Self.bodyLimit else { throw .tooLarge(head: false, limit: Self.bodyLimit) }
  }

  /// The size of a chunk-size line: hexadecimal digits, then an optional `;extension`.
  private static func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPTransportError) -> Int {
    let digits = line.prefix { $0 != UInt8(ascii: ";") && $0 != 0x20 && $0 != 0x09 }
    // Eight hex digits always fit in an `Int`, and more would pass the body limit anyway.
    guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(\.isHexDigit),
      let size = Int(String(decoding: digits, as: UTF8.self), radix: 16), size >= 0
    else { throw .malformed("a chunk size is not a hexadecimal number") }
    return size
  }

  /// Drops the bytes already read once they are most of the buffer (amortized linear).
  private mutating func compact() {
    guard cursor > 4096, cursor * 2 > buffer.count else { return }
    buffer.removeFirst(cursor)
    scanned -= cursor
    cursor = 0
  }
}

extension UInt8 {
  /// `0-9`, `a-f` or `A-F`.
  fileprivate var isHexDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
  }
}
