import Foundation

extension LoopbackHTTPServer {
  /// A request as the server received it.
  public struct Request: Sendable {
    /// `POST`, `GET`, …
    public let method: String
    /// The request target, such as `/v1/logs`.
    public let path: String
    /// The headers, names lowercased.
    public let headers: [String: String]
    /// The body (a `Content-Length` or chunked one).
    public let body: Data

    public init(method: String, path: String, headers: [String: String], body: Data) {
      self.method = method
      self.path = path
      self.headers = headers
      self.body = body
    }
  }
}
