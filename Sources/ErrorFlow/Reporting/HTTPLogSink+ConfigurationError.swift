extension HTTPLogSink {
  /// Why an ``HTTPLogSink`` could not be made with the endpoint or configuration it was
  /// given: thrown by its initializer, before any file is opened or any request is sent.
  ///
  /// A header the sink could not send as given is refused here rather than left off or
  /// changed on the way, so a mistake in a token shows at launch, not as records a collector
  /// never accepts. No description ever holds a header's value: it may be a secret.
  ///
  /// ```swift
  /// do {
  ///   _ = try HTTPLogSink(
  ///     endpoint: URL(string: "http://127.0.0.1:4318/v1/logs")!,
  ///     outboxDirectory: URL(fileURLWithPath: "data/error-outbox"),
  ///     configuration: .init(headers: ["Authorization": "Bearer t\n"]))
  /// } catch let error as HTTPLogSink.ConfigurationError {
  ///   print(error)  // the value of header "Authorization" holds a line break …
  /// }
  /// ```
  public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// A header name that is not an HTTP token: letters, digits, a backtick and
    /// `!#$%&'*+-.^_|~` only.
    case invalidHeaderName(String)
    /// A header value with a line break, a NUL or another control character (a tab is
    /// allowed); the payload is the header's name.
    case invalidHeaderValue(name: String)
    /// A header the sink writes itself, such as `Host`, `Content-Length` or `Connection`.
    case reservedHeader(String)
    /// An endpoint that is not an `http://` or `https://` URL with a host; the payload is
    /// the endpoint with its user info hidden.
    case unsupportedEndpoint(String)
    /// An `https://` endpoint on a platform where the sink does not send over TLS (Linux);
    /// the payload is the endpoint with its user info hidden.
    case httpsUnavailable(String)

    public var description: String {
      switch self {
      case .invalidHeaderName(let name):
        return "header name \(Self.shown(name)) is not an HTTP token (letters, digits and "
          + "!#$%&'*+-.^_`|~ only, no space or colon)"
      case .invalidHeaderValue(let name):
        return "the value of header \(Self.shown(name)) holds a line break, a NUL or another "
          + "control character, which HTTP cannot carry (a trailing newline read from a file?); "
          + "the value is not shown, it may be a secret"
      case .reservedHeader(let name):
        return "header \(Self.shown(name)) is written by the sink itself (Host, "
          + "Content-Length, Transfer-Encoding, Connection and the like cannot be set)"
      case .unsupportedEndpoint(let endpoint):
        return "the endpoint \(Self.shown(endpoint)) is not an http:// or https:// URL with "
          + "a host"
      case .httpsUnavailable(let endpoint):
        return "the endpoint \(Self.shown(endpoint)) is https://, which HTTPLogSink does not "
          + "send to on this platform: FoundationNetworking's URLSession can stop the process "
          + "on a malformed answer and does not honour the request timeout. Send to a local "
          + "OpenTelemetry Collector over http:// (such as http://127.0.0.1:4318/v1/logs) and "
          + "let it forward over TLS"
      }
    }

    /// `text` quoted, control characters escaped, at most 64 characters.
    private static func shown(_ text: String) -> String {
      let escaped = String(text.debugDescription.dropFirst().dropLast())
      let cut = escaped.count > 64 ? String(escaped.prefix(64)) + "…" : escaped
      return "\"" + cut + "\""
    }
  }
}
