import ErrorFlow

/// The notes store's errors, in the repository's words.
enum NotesRepositoryError: DemoLayerError {
  /// The notes cannot be read or written (unreadable file, read-only folder).
  case unavailable(NotesServiceError)
  /// The file is not valid JSON.
  case corrupt(NotesServiceError)
  /// The disk is full.
  case full(NotesServiceError)
  case cancelled
  case unknown(any Error)

  init(_ serviceError: NotesServiceError) {
    switch serviceError {
    case .missing, .unreadable, .readOnly: self = .unavailable(serviceError)
    case .corrupt: self = .corrupt(serviceError)
    case .diskFull: self = .full(serviceError)
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  var level: ErrorLevel { .notifyUser }
  var errorDescription: String? { underlyingError.map { "\($0)" } }

  var underlyingError: (any Error)? {
    switch self {
    case .unavailable(let error), .corrupt(let error), .full(let error): error
    case .cancelled: nil
    case .unknown(let error): error
    }
  }
}
