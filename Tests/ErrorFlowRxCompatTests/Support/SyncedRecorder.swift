import ReactiveCore

/// Records events from any thread, for the concurrency and trait tests; events read back as
/// `next(1)`, `error(TestError(1))`, `completed`.
final class SyncedRecorder<Element>: @unchecked Sendable {
  private let lock = Lock()
  private var recorded: [String] = []

  /// The events so far, in arrival order.
  var events: [String] { lock.withLock { recorded } }

  private var inside = 0

  /// An observer that records into this recorder, and records `overlap` if it is ever
  /// called while a call is still running on another thread (contract 2).
  var observer: AnyObserver<Element> {
    AnyObserver { [self] event in
      let overlapping = lock.withLock {
        inside += 1
        return inside > 1
      }
      if overlapping { record("overlap") }
      record(event.debugDescription)
      lock.withLock { inside -= 1 }
    }
  }

  /// Records a free-form entry.
  func record(_ entry: String) {
    lock.withLock { recorded.append(entry) }
  }
}
