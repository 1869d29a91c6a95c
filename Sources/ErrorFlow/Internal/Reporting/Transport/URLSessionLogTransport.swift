#if canImport(Darwin)
  import Foundation

  /// ``LogTransport`` for `https://` endpoints on Apple platforms: an ephemeral `URLSession`
  /// (no cache, cookies or proxy) that does not follow redirects and ends every request
  /// within the sink's timeout.
  ///
  /// - Redirects: ``RedirectRefusal`` answers `nil` to every redirect, so a 3xx comes back as
  ///   the answer (with its `Location`) and the sink counts it as a failed attempt.
  /// - Time: the session's `timeoutIntervalForRequest` and `timeoutIntervalForResource` are
  ///   the sink's request timeout (Apple's URLSession honours both).
  /// - Size: the body is read up to ``HTTPResponseParser/bodyLimit`` bytes; a larger one is a
  ///   failed attempt, as with ``SocketHTTPTransport``.
  // `@unchecked`: its stored properties are immutable and `URLSession` is thread-safe.
  final class URLSessionLogTransport: LogTransport, Sendable {
    private let session: URLSession
    private let timeout: TimeInterval

    init(timeout: Duration) {
      let seconds = max(Double(HTTPDeadline.nanoseconds(timeout)) / 1e9, 0.001)
      self.timeout = seconds
      let configuration = URLSessionConfiguration.ephemeral
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      configuration.urlCache = nil
      configuration.httpCookieStorage = nil
      configuration.httpShouldSetCookies = false
      configuration.connectionProxyDictionary = [:]
      configuration.timeoutIntervalForRequest = seconds
      configuration.timeoutIntervalForResource = seconds
      session = URLSession(
        configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    func post(
      _ body: Data, to url: URL, headers: [String: String], timeout: Duration
    ) async throws -> Int {
      try await exchange(body, to: url, headers: headers, timeout: timeout).status
    }

    func exchange(
      _ body: Data, to url: URL, headers: [String: String], timeout: Duration
    ) async throws -> LogTransportAnswer {
      var request = URLRequest(
        url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: self.timeout)
      request.httpMethod = "POST"
      for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
      request.httpBody = body
      let (bytes, response) = try await session.bytes(for: request)
      guard let http = response as? HTTPURLResponse, (100...599).contains(http.statusCode)
      else {
        bytes.task.cancel()
        throw HTTPTransportError.malformed("the answer has no HTTP status")
      }
      var count = 0
      for try await _ in bytes {
        count += 1
        if count > HTTPResponseParser.bodyLimit {
          bytes.task.cancel()
          throw HTTPTransportError.tooLarge(head: false, limit: HTTPResponseParser.bodyLimit)
        }
      }
      let location = http.value(forHTTPHeaderField: "Location").map {
        URLRedaction.redact($0, escapingControls: true)
      }
      return LogTransportAnswer(status: http.statusCode, location: location)
    }
  }

  /// Refuses every redirect: the 3xx itself is the answer.
  private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest
    ) async -> URLRequest? {
      nil
    }
  }
#endif
