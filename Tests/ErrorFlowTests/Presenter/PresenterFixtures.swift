import ErrorFlow
import Foundation

/// The alert ``busTestPolicy`` makes for `message` (its titles are empty).
func alertState(
  _ id: UInt64, _ message: String, count: Int = 1, level: ErrorLevel = .notifyUser,
  retry: Bool = false
) -> ErrorAlertState {
  ErrorAlertState(
    id: id, title: "", message: message, count: count, level: level,
    actions: retry ? [.retry, .dismiss] : [.dismiss])
}

/// A toast state.
func toastState(_ id: UInt64, _ message: String, count: Int = 1) -> ErrorToastState {
  ErrorToastState(id: id, message: message, count: count)
}

/// Counts the runs of a retry action, from any thread.
final class RetryCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var runs = 0

  var count: Int { lock.withLock { runs } }

  /// A retry action that counts its runs, then does `then`.
  func action(then: @escaping @Sendable () -> Void = {}) -> RetryAction {
    RetryAction { [self] in
      lock.withLock { runs += 1 }
      then()
    }
  }
}
