import Foundation

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  var seconds: TimeInterval {
    switch self {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1_000
    case .microseconds(let value): return TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }

  /// What is left of this interval once the time between `earlierDate` and `laterDate` has
  /// passed, in the same unit, never negative (RxSwift's `reduceWithSpanBetween`).
  func reduced(byTimeBetween earlierDate: Date, and laterDate: Date) -> DispatchTimeInterval {
    let elapsed = laterDate.timeIntervalSince(earlierDate)
    func remainder(_ value: Int, _ factor: Double) -> Int {
      let left = Double(value) - elapsed * factor
      guard left > 0 else { return 0 }
      guard left < Double(Int.max) else { return Int.max }
      return Int(left.rounded(.toNearestOrAwayFromZero))
    }
    switch self {
    case .seconds(let value): return .seconds(remainder(value, 1))
    case .milliseconds(let value): return .milliseconds(remainder(value, 1_000))
    case .microseconds(let value): return .microseconds(remainder(value, 1_000_000))
    case .nanoseconds(let value): return .nanoseconds(remainder(value, 1_000_000_000))
    case .never: return .never
    @unknown default: return self
    }
  }

  /// Whether the interval is zero or negative: the work is due now.
  var isNow: Bool { seconds <= 0 }

  /// The dispatch deadline this interval after now; `.never` is the distant future.
  var deadlineFromNow: DispatchTime {
    if case .never = self { return .distantFuture }
    return .now() + self
  }
}
