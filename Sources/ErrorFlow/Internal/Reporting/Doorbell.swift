import ReactiveCore

/// Wakes the delivery worker: a ring while it works is kept, so its next wait returns at
/// once and no ring is lost. Spurious wake-ups are allowed; the worker re-checks its state.
// unchecked Sendable: `rung` and `parked` are guarded by `lock`
final class Doorbell: @unchecked Sendable {
  private let lock = Lock()
  private var rung = false
  private var parked: CheckedContinuation<Void, Never>?

  /// Wakes the waiter, or the next one to wait.
  func ring() {
    let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
      guard let parked else {
        rung = true
        return nil
      }
      self.parked = nil
      return parked
    }
    continuation?.resume()
  }

  /// Returns after the next ring, or at once if one came since the last wait.
  func wait() async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if rung {
          rung = false
          return true
        }
        parked = continuation
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
