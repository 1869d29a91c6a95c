import ErrorFlow

/// The session's errors, in the repository's words.
enum SessionRepositoryError: DemoLayerError {
  case signedOut
  case expired
  case cancelled
  case unknown(any Error)

  init(_ serviceError: SessionServiceError) {
    switch serviceError {
    case .noSession: self = .signedOut
    case .expired: self = .expired
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  var level: ErrorLevel { caseName == "expired" ? .sessionExpired : .notifyUser }
  var errorDescription: String? { caseName }

  var underlyingError: (any Error)? {
    if case .unknown(let error) = self { return error }
    return nil
  }
}
