import Foundation

/// ``LogTransport`` for `http://` endpoints on every platform: the package's own HTTP/1.1
/// client over POSIX sockets.
///
/// - One request per connection (`Connection: close`); no proxy, cookie or cache.
/// - One deadline (`timeout`) bounds everything: name resolution, connecting, sending and
///   reading, whatever the peer does (``HTTPExchangeRunner``).
/// - The answer is parsed strictly and within bounds (``HTTPResponseParser``): 64 KiB of
///   status line and headers, 64 KiB of body, statuses 100 to 599; anything else is a
///   thrown ``HTTPTransportError``, never a crash.
/// - Redirects are not followed: a 3xx is returned with its `Location`.
///
/// The platform's client is not used: on Linux, FoundationNetworking traps on an answer cut
/// after its status line, ignores `URLRequest.timeoutInterval`, and re-sends a redirected
/// POST without its body.
package struct SocketHTTPTransport: LogTransport {
  package init() {}

  package func post(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> Int {
    try await exchange(body, to: url, headers: headers, timeout: timeout).status
  }

  package func exchange(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> LogTransportAnswer {
    guard let endpoint = HTTPEndpoint(url), !endpoint.isSecure else {
      throw HTTPTransportError.unsupportedEndpoint(URLRedaction.redact(url))
    }
    let request = try HTTPRequestWriter.request(to: endpoint, headers: headers, body: body)
    return try await HTTPExchangeRunner.run(request, to: endpoint, timeout: timeout)
  }
}
