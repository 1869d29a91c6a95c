import Foundation

/// The transport for `https://` endpoints, where the platform has a safe one: URLSession on
/// Apple platforms (``URLSessionLogTransport``). On Linux there is none: FoundationNetworking
/// traps on an answer cut after its status line ("Transfer completed, but there's no
/// response") and ignores `URLRequest.timeoutInterval`, so the sink refuses the endpoint
/// when it is made, and says to send to a local collector over `http://` instead.
enum HTTPSLogTransport {
  static func make(
    for endpoint: URL, timeout: Duration
  ) throws(HTTPLogSink.ConfigurationError) -> any LogTransport {
    #if canImport(Darwin)
      return URLSessionLogTransport(timeout: timeout)
    #else
      throw .httpsUnavailable(URLRedaction.redact(endpoint))
    #endif
  }
}
