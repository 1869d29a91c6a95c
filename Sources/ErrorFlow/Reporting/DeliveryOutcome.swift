import ReactiveCore

/// How one request of an ``HTTPLogSink`` ended.
enum DeliveryOutcome: Sendable, Equatable {
  /// A 2xx answer: the records are delivered.
  case delivered
  /// A 4xx answer other than 429: the collector will not take these records; not retried.
  case rejected(status: Int)
  /// A 5xx, a 429, another status or a network error: retried.
  case failed(reason: String)

  /// The outcome of an answer with HTTP `status`.
  init(status: Int) {
    switch status {
    case 200..<300: self = .delivered
    case 429: self = .failed(reason: "HTTP 429")
    case 400..<500: self = .rejected(status: status)
    default: self = .failed(reason: "HTTP \(status)")
    }
  }

  /// The outcome of a request that got no answer.
  init(error: any Error) {
    self = .failed(reason: "network error: \(ErrorDescription.of(error))")
  }
}

/// The outcome of a request in flight, set once by its task, read by the worker.
final class OutcomeBox: @unchecked Sendable {
  private let lock = Lock()
  private var stored: DeliveryOutcome?

  var value: DeliveryOutcome? { lock.withLock { stored } }

  func set(_ outcome: DeliveryOutcome) {
    lock.withLock { stored = outcome }
  }
}
