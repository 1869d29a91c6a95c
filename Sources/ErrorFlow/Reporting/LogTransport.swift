import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one request body and returns the HTTP status: the seam between ``HTTPLogSink`` and
/// the network. The package's own code (the demo, the tests) may put a fault in it.
package protocol LogTransport: Sendable {
  /// POSTs `body` to `url`.
  ///
  /// - Parameters:
  ///   - body: The request body (OTLP/HTTP JSON).
  ///   - url: The endpoint.
  ///   - headers: The request headers, `Content-Type` included.
  ///   - timeout: The longest the request may take.
  /// - Returns: The HTTP status code of the answer.
  /// - Throws: A network error (no answer); `CancellationError` or `URLError.cancelled`
  ///   when the calling task is cancelled.
  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
}

/// ``LogTransport`` over `URLSession` (FoundationNetworking on Linux): an ephemeral session
/// with no cache, no cookies and no proxy, so a request goes straight to the endpoint. The
/// session is invalidated (after its last request) when the transport goes away.
package final class URLSessionLogTransport: LogTransport {
  private let session: URLSession

  package init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.connectionProxyDictionary = [:]
    session = URLSession(configuration: configuration)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  package func post(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> Int {
    var request = URLRequest(url: url, timeoutInterval: timeout.inSeconds)
    request.httpMethod = "POST"
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    let (_, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return http.statusCode
  }
}
