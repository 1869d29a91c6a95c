import Foundation

/// The bytes of one POST: request line, `Host`, the caller's headers in name order (and
/// `Authorization: Basic …` from the URL's user info, unless the caller set one),
/// `Content-Length`, `Connection: close`, then the body, sent in one piece.
///
/// The caller's headers were checked when the sink was made
/// (``HTTPLogSink/Configuration/validateHeaders()``); one that still breaks the grammar, or
/// one the writer sets itself, is refused here too, so no input can split the request.
enum HTTPRequestWriter {
  static func request(
    to endpoint: HTTPEndpoint, headers: [String: String], body: Data
  ) throws(HTTPTransportError) -> [UInt8] {
    var head = "POST \(endpoint.target) HTTP/1.1\r\nHost: \(endpoint.hostHeader)\r\n"
    for name in headers.keys.sorted() {
      let value = headers[name] ?? ""
      guard HTTPSyntax.isToken(name.utf8), HTTPSyntax.isFieldValue(value.utf8),
        !HTTPSyntax.transportHeaders.contains(name.lowercased())
      else { throw .refusedHeader(name) }
      head += "\(name): \(value)\r\n"
    }
    if let basic = endpoint.basicAuthorization,
      !headers.keys.contains(where: { $0.lowercased() == "authorization" })
    {
      head += "Authorization: \(basic)\r\n"
    }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    var bytes = Array(head.utf8)
    bytes.reserveCapacity(bytes.count + body.count)
    bytes += body
    return bytes
  }
}
