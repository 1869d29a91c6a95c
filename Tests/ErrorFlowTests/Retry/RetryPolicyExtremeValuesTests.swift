import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// Every `Duration` and count a ``RetryPolicy`` can be given: no entry point traps, and each
/// answer is the exact clamped value. Waits are capped at ``RetryPolicy/maximumDelay``.
final class RetryPolicyExtremeValuesTests: ErrorFlowTestCase {
  /// 100 years of 365.25 days: the longest wait of any policy.
  static let hundredYears = Duration.seconds(3_155_760_000)

  private let durations = FaultKit.ExtremeValues.durations
  private let counts = FaultKit.ExtremeValues.counts

  /// The cap a policy works with: `maxDelay` clamped to `0 ... 100 years`.
  private func effective(_ duration: Duration) -> Duration {
    min(max(duration, .zero), Self.hundredYears)
  }

  func testTheMaximumDelayIsAHundredYears() {
    XCTAssertEqual(RetryPolicy.maximumDelay, Self.hundredYears)
  }

  func testAnIntMaxBaseAndCapWaitTheMaximumInsteadOfTrapping() {
    let policy = RetryPolicy(
      baseDelay: .seconds(Int.max), maxDelay: .seconds(Int.max), jitter: .fixed(1))
    XCTAssertEqual(policy.ceiling(forRetry: 0), Self.hundredYears)
    XCTAssertEqual(policy.delay(forRetry: 0), Self.hundredYears)
    XCTAssertEqual(policy.delay(forRetry: 5), Self.hundredYears)
  }

  func testRetry63AndBeyondStayAtTheCap() {
    let policy = RetryPolicy(
      baseDelay: .seconds(1), maxDelay: .seconds(Int.max), jitter: .fixed(1))
    XCTAssertEqual(policy.delay(forRetry: 31), .seconds(2_147_483_648), "2^31 s: under 100 years")
    XCTAssertEqual(policy.delay(forRetry: 32), Self.hundredYears, "2^32 s: past 100 years")
    for index in [62, 63, 64, 65, 127, 128, 1_024, Int.max] {
      XCTAssertEqual(policy.delay(forRetry: index), Self.hundredYears, "retry \(index)")
    }
  }

  func testACapPastInt64SecondsIsTheMaximumWait() {
    let policy = RetryPolicy(baseDelay: .seconds(1), maxDelay: .seconds(1e20), jitter: .fixed(1))
    XCTAssertEqual(policy.ceiling(forRetry: 0), .seconds(1))
    XCTAssertEqual(policy.ceiling(forRetry: 10), .seconds(1_024))
    XCTAssertEqual(policy.ceiling(forRetry: 100), Self.hundredYears)
    let negative = RetryPolicy(baseDelay: .seconds(-1e20), maxDelay: .seconds(-1e20))
    XCTAssertEqual(negative.ceiling(forRetry: Int.max), .zero)
  }

  /// For every base, cap and retry index: the ceiling is within `0 ... cap`, never decreases
  /// as the index grows, starts at the base and doubles exactly until it reaches the cap.
  func testEveryCeilingIsExactClampedAndMonotone() {
    let indexes = counts.sorted()
    for base in durations {
      for cap in durations {
        let policy = RetryPolicy(baseDelay: base, maxDelay: cap, jitter: .fixed(1))
        let limit = effective(cap)
        let first = min(effective(base), limit)
        var previous = Duration.zero
        for index in indexes {
          let ceiling = policy.ceiling(forRetry: index)
          let label = "base \(base), cap \(cap), retry \(index): \(ceiling)"
          XCTAssertGreaterThanOrEqual(ceiling, .zero, label)
          XCTAssertLessThanOrEqual(ceiling, limit, label)
          XCTAssertGreaterThanOrEqual(ceiling, previous, label)
          if index <= 0 { XCTAssertEqual(ceiling, first, label) }
          if index == .max { XCTAssertEqual(ceiling, first == .zero ? .zero : limit, label) }
          previous = ceiling
        }
        var ceiling = first
        for index in 0..<130 {
          XCTAssertEqual(policy.ceiling(forRetry: index), ceiling, "base \(base), cap \(cap)")
          ceiling = min(ceiling + ceiling, limit)
        }
      }
    }
  }

  /// For every base, cap, index and jitter answer: the wait is within `0 ... ceiling`; a
  /// fraction of 1 (or NaN, or more) is the whole ceiling, 0 (or less) is zero.
  func testEveryDelayIsWithinZeroAndItsCeiling() {
    let indexes = [Int.min, -1, 0, 1, 62, 63, 64, 1_024, Int.max]
    for base in durations {
      for cap in durations {
        for fraction in FaultKit.ExtremeValues.fractions {
          let policy = RetryPolicy(baseDelay: base, maxDelay: cap, jitter: RetryJitter { fraction })
          for index in indexes {
            let ceiling = policy.ceiling(forRetry: index)
            let delay = policy.delay(forRetry: index)
            let label = "base \(base), cap \(cap), retry \(index), fraction \(fraction): \(delay)"
            XCTAssertGreaterThanOrEqual(delay, .zero, label)
            XCTAssertLessThanOrEqual(delay, ceiling, label)
            if fraction.isNaN || fraction >= 1 { XCTAssertEqual(delay, ceiling, label) }
            if fraction <= 0 { XCTAssertEqual(delay, .zero, label) }
          }
        }
      }
    }
  }

  func testDelaysWithAFixedFractionNeverDecreaseAsRetriesGrow() {
    let indexes = counts.sorted()
    for base in durations {
      for fraction in [0.25, 0.5, 0.999] {
        let policy = RetryPolicy(
          baseDelay: base, maxDelay: .seconds(Int64.max), jitter: .fixed(fraction))
        let delays = indexes.map { policy.delay(forRetry: $0) }
        XCTAssertEqual(delays, delays.sorted(), "base \(base), fraction \(fraction)")
      }
    }
  }
}
