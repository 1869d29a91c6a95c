import Foundation

/// The transport ``HTTPLogSink``'s public initializer uses for an endpoint: the package's own
/// HTTP/1.1 client (``SocketHTTPTransport``) for `http://` on every platform, and for
/// `https://` the platform's TLS client where it is safe (``HTTPSLogTransport``).
package enum DefaultLogTransport {
  /// The transport for `endpoint`.
  ///
  /// - Parameters:
  ///   - endpoint: The collector's URL.
  ///   - timeout: The sink's request timeout (the https client's session is made with it).
  /// - Throws: ``HTTPLogSink/ConfigurationError/unsupportedEndpoint(_:)`` for a URL that is
  ///   not `http://` or `https://` with a host, and
  ///   ``HTTPLogSink/ConfigurationError/httpsUnavailable(_:)`` for `https://` where the
  ///   platform's client is not safe to use (Linux).
  package static func make(
    for endpoint: URL, timeout: Duration
  ) throws(HTTPLogSink.ConfigurationError) -> any LogTransport {
    guard let target = HTTPEndpoint(endpoint) else {
      throw .unsupportedEndpoint(URLRedaction.redact(endpoint))
    }
    if target.isSecure { return try HTTPSLogTransport.make(for: endpoint, timeout: timeout) }
    return SocketHTTPTransport()
  }
}
