import ErrorFlow
import Foundation

/// A retryable failure and one that must be shown at once.
enum FlakyError: AppErrorProtocol, Equatable {
  case offline
  case denied

  var errorDescription: String? {
    switch self {
    case .offline: "오프라인입니다."
    case .denied: "권한이 없습니다."
    }
  }

  var level: ErrorLevel { self == .offline ? .retryable : .notifyUser }
}
