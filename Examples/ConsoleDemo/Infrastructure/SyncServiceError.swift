import ErrorFlow
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What can go wrong talking to the sync server.
enum SyncServiceError: LayerError {
  /// No connection: refused port, unknown host, offline (`URLError`, ECONNREFUSED...).
  case unreachable(any Error)
  /// The request timed out.
  case timedOut(any Error)
  /// The server answered with an error message (an HTTP error, or `{"error": "..."}`).
  case rejected(message: String)
  /// The answer is not the expected JSON, or the file behind a `file://` URL is missing.
  case badResponse((any Error)?)
  case cancelled
  case unknown(any Error)

  init(_ error: any Error) {
    self = .mapping(error) { error in
      switch FrameworkErrorKind(error) {
      case .offline: .unreachable(error)
      case .timedOut: .timedOut(error)
      case .badResponse, .corruptData, .notFound: .badResponse(error)
      default: .unknown(error)
      }
    }
  }

  var level: ErrorLevel { .notifyUser }

  var errorDescription: String? {
    switch self {
    case .unreachable: "The sync server is unreachable."
    case .timedOut: "The sync server did not answer in time."
    case .rejected(let message): "The sync server refused: \(message)"
    case .badResponse: "The sync server sent an unreadable answer."
    case .cancelled, .unknown: nil
    }
  }

  /// The framework error this one was mapped from: the bottom of the chain in the logs.
  var underlyingError: (any Error)? {
    switch self {
    case .unreachable(let error), .timedOut(let error), .unknown(let error): error
    case .badResponse(let error): error
    case .rejected, .cancelled: nil
    }
  }
}
