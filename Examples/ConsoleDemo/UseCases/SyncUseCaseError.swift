import ErrorFlow

/// What the user can be told about a sync.
enum SyncUseCaseError: DemoLayerError, LocalizedUserMessage {
  /// The server cannot be reached: retryable.
  case offline(SyncRepositoryError)
  case refused(message: String)
  case invalidAnswer(SyncRepositoryError)
  /// Fetched, but the local notes could not be read or written.
  case notes(NotesUseCaseError)
  case cancelled
  case unknown(any Error)

  init(_ repositoryError: SyncRepositoryError) {
    switch repositoryError {
    case .offline: self = .offline(repositoryError)
    case .refused(let message): self = .refused(message: message)
    case .invalidAnswer: self = .invalidAnswer(repositoryError)
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  init(_ notesError: NotesUseCaseError) {
    switch notesError {
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    default: self = .notes(notesError)
    }
  }

  var level: ErrorLevel {
    switch self {
    case .offline: .retryable
    case .notes(let error): error.level
    case .cancelled: .logOnly
    default: .notifyUser
    }
  }

  func userMessage(in language: Language) -> String? {
    switch self {
    case .offline: UserText.offline.text(in: language)
    case .refused(let message): UserText.refused(message).text(in: language)
    case .invalidAnswer: UserText.invalidAnswer.text(in: language)
    case .notes(let error): error.userMessage(in: language)
    case .cancelled, .unknown: nil
    }
  }

  /// As every demo layer error's, with a notes failure named by its own case
  /// (`SyncUseCaseError.notes.diskFull`), so each kind of notes failure folds on its own.
  var identityKey: String {
    if case .notes(let error) = self { return "\(Self.self).notes.\(error.caseName)" }
    return "\(Self.self).\(caseName)"
  }

  var underlyingError: (any Error)? {
    switch self {
    case .offline(let error), .invalidAnswer(let error): error
    case .notes(let error): error
    case .unknown(let error): error
    case .refused, .cancelled: nil
    }
  }
}
