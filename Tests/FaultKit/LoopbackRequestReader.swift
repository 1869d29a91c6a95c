import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one HTTP/1.1 request from a socket for ``LoopbackHTTPServer``, within its bounds:
/// headers up to 64 KiB, a body (`Content-Length` or chunked) up to 16 MiB.
struct LoopbackRequestReader {
  let socket: Int32
  private var buffer: [UInt8] = []

  init(socket: Int32) {
    self.socket = socket
  }

  /// The request, or `nil` when the peer closed, timed out or broke a bound.
  mutating func readRequest(continueReply: (String) -> Void) -> LoopbackHTTPServer.Request? {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headerEnd: Int?
    while headerEnd == nil {
      headerEnd = buffer.firstRange(of: separator)?.lowerBound
      if headerEnd == nil {
        guard buffer.count < 65_536, fill() else { return nil }
      }
    }
    guard let end = headerEnd else { return nil }
    let head = String(decoding: buffer[..<end], as: UTF8.self)
    buffer.removeFirst(end + separator.count)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    if headers["expect"]?.lowercased() == "100-continue" {
      continueReply("HTTP/1.1 100 Continue\r\n\r\n")
    }
    let body: [UInt8]?
    if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
      body = readChunked()
    } else {
      body = read(count: Int(headers["content-length"] ?? "0") ?? -1)
    }
    guard let body else { return nil }
    return LoopbackHTTPServer.Request(
      method: String(requestLine[0]), path: String(requestLine[1]), headers: headers,
      body: Data(body))
  }

  private mutating func read(count: Int) -> [UInt8]? {
    guard (0...16 << 20).contains(count) else { return nil }
    while buffer.count < count {
      guard fill() else { return nil }
    }
    defer { buffer.removeFirst(count) }
    return Array(buffer[..<count])
  }

  private mutating func readChunked() -> [UInt8]? {
    var body: [UInt8] = []
    while true {
      guard let line = readLine(), let size = Int(line.split(separator: ";")[0], radix: 16),
        body.count + size <= 16 << 20, let chunk = read(count: size), readLine() != nil
      else { return nil }
      if size == 0 { return body }
      body += chunk
    }
  }

  private mutating func readLine() -> String? {
    let crlf: [UInt8] = [13, 10]
    while true {
      if let range = buffer.firstRange(of: crlf) {
        defer { buffer.removeFirst(range.upperBound) }
        return String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
      }
      guard buffer.count < 65_536, fill() else { return nil }
    }
  }

  /// Reads more bytes; `false` when the peer closed or the read timed out.
  private mutating func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }
}
