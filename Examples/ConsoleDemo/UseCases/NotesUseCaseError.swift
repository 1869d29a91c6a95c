import ErrorFlow

/// What the user can be told about the notes.
enum NotesUseCaseError: DemoLayerError, LocalizedUserMessage {
  case storageUnavailable(NotesRepositoryError)
  case corrupt(NotesRepositoryError)
  case diskFull(NotesRepositoryError)
  /// Saved, but the backup copy failed: only the logs need to know.
  case backupFailed(NotesRepositoryError)
  case noSuchNote(Int)
  case emptyText
  case sessionExpired
  case notSignedIn
  case cancelled
  case unknown(any Error)

  init(_ repositoryError: NotesRepositoryError) {
    switch repositoryError {
    case .unavailable: self = .storageUnavailable(repositoryError)
    case .corrupt: self = .corrupt(repositoryError)
    case .full: self = .diskFull(repositoryError)
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  init(_ sessionError: SessionRepositoryError) {
    switch sessionError {
    case .signedOut: self = .notSignedIn
    case .expired: self = .sessionExpired
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  var level: ErrorLevel {
    switch self {
    case .diskFull: .critical
    case .backupFailed, .cancelled: .logOnly
    case .sessionExpired: .sessionExpired
    default: .notifyUser
    }
  }

  func userMessage(in language: Language) -> String? {
    switch self {
    case .storageUnavailable: UserText.storageUnavailable.text(in: language)
    case .corrupt: UserText.corrupt.text(in: language)
    case .diskFull: UserText.diskFull.text(in: language)
    case .backupFailed: UserText.backupFailed.text(in: language)
    case .noSuchNote(let number): UserText.noSuchNote(number).text(in: language)
    case .emptyText: UserText.emptyText.text(in: language)
    case .sessionExpired: UserText.sessionExpired.text(in: language)
    case .notSignedIn: UserText.notSignedIn.text(in: language)
    case .cancelled, .unknown: nil
    }
  }

  var underlyingError: (any Error)? {
    switch self {
    case .storageUnavailable(let error), .corrupt(let error), .diskFull(let error),
      .backupFailed(let error):
      error
    case .unknown(let error): error
    default: nil
    }
  }
}
