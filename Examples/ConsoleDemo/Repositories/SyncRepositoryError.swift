import ErrorFlow

/// The sync server's errors, in the repository's words.
enum SyncRepositoryError: DemoLayerError {
  /// No answer: offline, refused, timed out. Worth retrying.
  case offline(SyncServiceError)
  /// The server said no, with its own message.
  case refused(message: String)
  /// The answer cannot be read.
  case invalidAnswer(SyncServiceError)
  case cancelled
  case unknown(any Error)

  init(_ serviceError: SyncServiceError) {
    switch serviceError {
    case .unreachable, .timedOut: self = .offline(serviceError)
    case .rejected(let message): self = .refused(message: message)
    case .badResponse: self = .invalidAnswer(serviceError)
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  var level: ErrorLevel { .notifyUser }
  var errorDescription: String? { caseName }

  var underlyingError: (any Error)? {
    switch self {
    case .offline(let error), .invalidAnswer(let error): error
    case .refused, .cancelled: nil
    case .unknown(let error): error
    }
  }
}
