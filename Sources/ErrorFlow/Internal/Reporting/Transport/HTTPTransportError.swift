/// Why a request of ``SocketHTTPTransport`` got no usable answer. Its description is the
/// reason the sink reports (after "network error: "): deterministic for the same failure, so
/// a run of identical failures is reported once, and free of the endpoint's user info.
enum HTTPTransportError: Error, Equatable, CustomStringConvertible {
  /// What the request was doing.
  enum Stage: Sendable, Equatable {
    case resolving, connecting, sending, waiting, readingHead, readingBody
  }

  /// The host name could not be resolved.
  case resolution(host: String, reason: String)
  /// No address of the host accepted the connection.
  case connection(authority: String, reason: String)
  /// The deadline passed during `stage`.
  case timedOut(Stage, limit: Duration)
  /// A socket call failed during `stage`.
  case socket(Stage, reason: String)
  /// The peer closed the connection before the answer was complete.
  case closedEarly(Stage)
  /// The answer broke HTTP/1.1's grammar.
  case malformed(String)
  /// The answer's head (status line and headers) or body passed its cap, in bytes.
  case tooLarge(head: Bool, limit: Int)
  /// The endpoint is not an `http://` URL with a host (the payload: redacted).
  case unsupportedEndpoint(String)
  /// A request header breaks HTTP's grammar or is one the transport writes itself.
  case refusedHeader(String)
  /// The process already has ``SocketHTTPTransport/maxThreads`` requests whose thread has
  /// not ended (name resolution that hangs past its deadline).
  case busy
  /// The calling task was cancelled.
  case cancelled

  var description: String {
    switch self {
    case .resolution(let host, let reason):
      return "cannot resolve \(host): \(reason)"
    case .connection(let authority, let reason):
      return "cannot connect to \(authority): \(reason)"
    case .timedOut(let stage, let limit):
      return "\(Self.describe(stage)) did not end within the request timeout (\(limit))"
    case .socket(let stage, let reason):
      return "\(Self.describe(stage)) failed: \(reason)"
    case .closedEarly(.waiting):
      return "the collector closed the connection without an answer"
    case .closedEarly(let stage):
      return "the collector closed the connection before the end of its answer "
        + "(\(Self.describe(stage)))"
    case .malformed(let detail):
      return "the collector's answer is not HTTP/1.1: \(detail)"
    case .tooLarge(let head, let limit):
      return head
        ? "the collector's answer has more than \(limit) bytes of status line and headers"
        : "the collector's answer has a body of more than \(limit) bytes (not read to its end)"
    case .unsupportedEndpoint(let endpoint):
      return "\(endpoint) is not an http:// URL with a host"
    case .refusedHeader(let name):
      return "the request header \(name.debugDescription) cannot be sent"
    case .busy:
      return "too many earlier requests are still resolving a host name"
    case .cancelled:
      return "the request was cancelled"
    }
  }

  private static func describe(_ stage: Stage) -> String {
    switch stage {
    case .resolving: return "resolving the host name"
    case .connecting: return "connecting"
    case .sending: return "sending the request"
    case .waiting: return "waiting for the answer"
    case .readingHead: return "reading the answer's headers"
    case .readingBody: return "reading the answer's body"
    }
  }
}
