import ReactiveCore

/// The stage a request's thread has reached, shared with the timer that stops waiting for it
/// at the deadline, so the timeout it reports says where the time went (name resolution,
/// most likely, since that is the one stage the thread cannot bound itself).
// unchecked Sendable: `current` is guarded by `lock`
final class HTTPStageTracker: @unchecked Sendable {
  private let lock = Lock()
  private var current: HTTPTransportError.Stage = .resolving

  var stage: HTTPTransportError.Stage { lock.withLock { current } }

  func enter(_ stage: HTTPTransportError.Stage) {
    lock.withLock { current = stage }
  }
}
