import ReactiveCore

/// One call of ``HTTPLogSink/flush(timeout:)``: resolved once — by the worker when its
/// records are settled, by its timer, by cancellation or by the sink stopping — whichever
/// comes first, before or after the caller parks on it.
// unchecked Sendable: `result` and `parked` are guarded by `lock`
final class FlushTicket: @unchecked Sendable {
  private let lock = Lock()
  private var result: Bool?
  private var parked: CheckedContinuation<Bool, Never>?

  /// Waits for the result.
  func wait() async -> Bool {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool? in
        if let result { return result }
        parked = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Sets the result unless one was set; wakes the caller.
  func resolve(_ value: Bool) {
    let continuation = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
      guard result == nil else { return nil }
      result = value
      defer { parked = nil }
      return parked
    }
    continuation?.resume(returning: value)
  }
}
