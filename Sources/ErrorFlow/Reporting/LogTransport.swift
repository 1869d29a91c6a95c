import Foundation

/// Sends one request body and returns the HTTP status: the seam between ``HTTPLogSink`` and
/// the network. The package's own code (the demo, the tests) may put a fault in it.
///
/// A transport must not follow redirects: a record counts as delivered only when the
/// configured endpoint answered 2xx to the request that carried it, so a 3xx is returned as
/// the answer (the sink counts it as a failed attempt).
package protocol LogTransport: Sendable {
  /// POSTs `body` to `url`.
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

  /// POSTs `body` to `url` and returns the status with the redirect target, if any. By
  /// default, ``post(_:to:headers:timeout:)`` without a `Location`.
  func exchange(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> LogTransportAnswer
}

extension LogTransport {
  package func exchange(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> LogTransportAnswer {
    LogTransportAnswer(
      status: try await post(body, to: url, headers: headers, timeout: timeout), location: nil)
  }
}
