import Dispatch

extension DispatchTimeInterval {
  /// Whether the interval is a positive, finite span.
  var isPositive: Bool {
    switch self {
    case .seconds(let value): value > 0
    case .milliseconds(let value): value > 0
    case .microseconds(let value): value > 0
    case .nanoseconds(let value): value > 0
    case .never: false
    @unknown default: false
    }
  }
}
