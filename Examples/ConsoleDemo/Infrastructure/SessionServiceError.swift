import ErrorFlow

/// What can go wrong with the session.
enum SessionServiceError: LayerError {
  /// Nobody is signed in.
  case noSession
  /// The session's expiry date has passed.
  case expired
  case cancelled
  case unknown(any Error)

  var level: ErrorLevel { self == .expired ? .sessionExpired : .notifyUser }

  var errorDescription: String? {
    switch self {
    case .noSession: "Nobody is signed in."
    case .expired: "The session has expired."
    case .cancelled, .unknown: nil
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.noSession, .noSession), (.expired, .expired), (.cancelled, .cancelled): true
    default: false
    }
  }
}
