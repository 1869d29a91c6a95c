import Foundation

/// Sends one request body to the collector and returns its answer: the seam between
/// ``HTTPLogSink`` and the network.
///
/// The sink brings its own transport (``HTTPLogSink/defaultTransport(for:timeout:)``); hand in
/// another with ``HTTPLogSink/init(endpoint:outboxDirectory:configuration:fallback:transport:clock:)``
/// to send through the app's own HTTP stack, to count or delay posts, or to put a fault in
/// the way in a test or a demo (a collector that is down until you say so):
///
/// ```swift
/// final class CountingTransport: LogTransport, @unchecked Sendable {
///   private let base: any LogTransport
///   private let lock = NSLock()
///   private var count = 0
///   init(base: any LogTransport) { self.base = base }
///   var posts: Int { lock.withLock { count } }
///   func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
///     async throws -> Int
///   {
///     lock.withLock { count += 1 }
///     return try await base.post(body, to: url, headers: headers, timeout: timeout)
///   }
/// }
/// ```
///
/// A transport must not follow redirects: a record counts as delivered only when the
/// configured endpoint answered 2xx to the request that carried it, so a 3xx is returned as
/// the answer (the sink counts it as a failed attempt). The sink calls a transport from its
/// own delivery task, one request at a time, and never cancels a request: each must end by
/// itself within `timeout`. A call that has not returned 2 seconds after `timeout` counts as
/// a failed attempt, but the sink starts no other request until it returns.
public protocol LogTransport: Sendable {
  /// POSTs `body` to `url` and returns the status of the answer.
  ///
  /// ```swift
  /// let status = try await transport.post(
  ///   body, to: endpoint, headers: ["Content-Type": "application/json"], timeout: .seconds(10))
  /// ```
  ///
  /// - Parameters:
  ///   - body: The request body (OTLP/HTTP JSON).
  ///   - url: The endpoint.
  ///   - headers: The request headers, `Content-Type` included.
  ///   - timeout: The longest the request may take.
  /// - Returns: The HTTP status code of the answer.
  /// - Throws: A network error: no answer within `timeout`, or none at all. The sink never
  ///   cancels a request; it ends by itself (and the sink stops waiting for it a little
  ///   after `timeout` in any case).
  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int

  /// POSTs `body` to `url` and returns the status with the redirect target, if any, which
  /// the sink names in its failure reason. By default, ``post(_:to:headers:timeout:)``
  /// without a `Location`; a transport that wraps another forwards this call so the
  /// wrapped transport's `Location` still reaches the sink.
  ///
  /// ```swift
  /// let answer = try await transport.exchange(body, to: endpoint, headers: [:], timeout: .seconds(10))
  /// if (300..<400).contains(answer.status) { print(answer.location ?? "no Location") }
  /// ```
  ///
  /// - Parameters:
  ///   - body: The request body (OTLP/HTTP JSON).
  ///   - url: The endpoint.
  ///   - headers: The request headers, `Content-Type` included.
  ///   - timeout: The longest the request may take.
  /// - Returns: The status code and, for a redirect, its `Location`.
  /// - Throws: As ``post(_:to:headers:timeout:)``.
  func exchange(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> LogTransportAnswer
}

extension LogTransport {
  /// ``post(_:to:headers:timeout:)``'s status, without a `Location`.
  ///
  /// ```swift
  /// let answer = try await transport.exchange(body, to: endpoint, headers: [:], timeout: .seconds(10))
  /// ```
  ///
  /// - Parameters:
  ///   - body: The request body.
  ///   - url: The endpoint.
  ///   - headers: The request headers.
  ///   - timeout: The longest the request may take.
  /// - Returns: The status, and `nil` for the location.
  /// - Throws: What `post` throws.
  public func exchange(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> LogTransportAnswer {
    LogTransportAnswer(
      status: try await post(body, to: url, headers: headers, timeout: timeout), location: nil)
  }
}
