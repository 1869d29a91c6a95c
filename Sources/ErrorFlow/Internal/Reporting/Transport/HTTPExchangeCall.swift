import ReactiveCore

/// The result of one request of ``HTTPExchangeRunner``, set once by whichever of its
/// thread, its timer or its task's cancellation comes first — before or after the caller
/// waits for it — so the caller is resumed exactly once.
// unchecked Sendable: `outcome` and `parked` are guarded by `lock`
final class HTTPExchangeCall: @unchecked Sendable {
  typealias Outcome = Result<LogTransportAnswer, HTTPTransportError>
  private let lock = Lock()
  private var outcome: Outcome?
  private var parked: CheckedContinuation<Outcome, Never>?

  /// Waits for the result.
  func value() async -> Outcome {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Outcome? in
        if let outcome { return outcome }
        parked = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Sets the result unless one was set, and resumes the caller if it waits.
  func finish(_ result: Outcome) {
    let continuation = lock.withLock { () -> CheckedContinuation<Outcome, Never>? in
      guard outcome == nil else { return nil }
      outcome = result
      defer { parked = nil }
      return parked
    }
    continuation?.resume(returning: result)
  }
}
