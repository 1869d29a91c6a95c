import ErrorFlow
import Foundation
import XCTest

final class RetryPolicyTests: ErrorFlowTestCase {
  func testDefaultIsThreeAttemptsHalfASecondDoublingUnderAnEightSecondCap() {
    let policy = RetryPolicy.default
    XCTAssertEqual(policy.maxAttempts, 3)
    XCTAssertNil(policy.deadline)
    XCTAssertEqual(
      (0..<7).map { policy.ceiling(forRetry: $0) },
      [
        .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8),
        .seconds(8),
      ])
  }

  func testCeilingStaysAtTheCapForHugeRetryIndexes() {
    let policy = RetryPolicy(baseDelay: .seconds(1), maxDelay: .seconds(30))
    XCTAssertEqual(policy.ceiling(forRetry: 10_000), .seconds(30))
    XCTAssertEqual(policy.ceiling(forRetry: Int.max), .seconds(30))
    XCTAssertEqual(policy.ceiling(forRetry: -3), .seconds(1))
  }

  func testDelayIsTheJitterFractionOfTheCeiling() {
    var policy = RetryPolicy(baseDelay: .seconds(2), maxDelay: .seconds(60), jitter: .fixed(0.25))
    XCTAssertEqual(policy.delay(forRetry: 0), .milliseconds(500))
    XCTAssertEqual(policy.delay(forRetry: 3), .seconds(4))
    policy.jitter = .fixed(7)  // clamped to the whole ceiling
    XCTAssertEqual(policy.delay(forRetry: 1), .seconds(4))
    policy.jitter = RetryJitter { -1 }
    XCTAssertEqual(policy.delay(forRetry: 1), .zero)
    policy.jitter = RetryJitter { .nan }
    XCTAssertEqual(policy.delay(forRetry: 1), .seconds(4))
  }

  func testSeededJitterRepeatsItsSequenceAndStaysInTheUnitInterval() {
    let first = RetryJitter.seeded(42)
    let second = RetryJitter.seeded(42)
    let policy = RetryPolicy(baseDelay: .seconds(1), maxDelay: .seconds(1))
    let a = (0..<100).map { _ in policy.with(first).delay(forRetry: 0) }
    let b = (0..<100).map { _ in policy.with(second).delay(forRetry: 0) }
    XCTAssertEqual(a, b)
    XCTAssertTrue(a.allSatisfy { $0 >= .zero && $0 < .seconds(1) })
    XCTAssertGreaterThan(Set(a).count, 90, "a seeded source still spreads the waits")
    let third = RetryJitter.seeded(43)
    let other = (0..<100).map { _ in policy.with(third).delay(forRetry: 0) }
    XCTAssertNotEqual(a, other)
  }

  func testLevelsAndKindsSelectTheErrorsAndCancellationIsNeverRetried() {
    let retryable = AppError(FlakyError.offline, context: .action)
    let shown = AppError(FlakyError.denied, context: .action)
    let unknown = AppError(CocoaError(.fileReadCorruptFile), context: .action, level: .retryable)
    let cancelled = AppError(CancellationError(), context: .action, level: .retryable)
    XCTAssertTrue(cancelled.isCancelled)

    let byDefault = RetryPolicy.default
    XCTAssertEqual(
      [retryable, shown, unknown, cancelled].map(byDefault.shouldRetry), [true, false, true, false]
    )
    let domainOnly = RetryPolicy(levels: [.retryable, .notifyUser], kinds: [.domain])
    XCTAssertEqual(
      [retryable, shown, unknown, cancelled].map(domainOnly.shouldRetry),
      [true, true, false, false])
    let everything = RetryPolicy(maxAttempts: 2) { _ in true }
    XCTAssertFalse(everything.shouldRetry(cancelled), "a cancellation is never retried")
    XCTAssertFalse(RetryPolicy.never.shouldRetry(retryable))
  }
}

extension RetryPolicy {
  fileprivate func with(_ jitter: RetryJitter) -> RetryPolicy {
    var policy = self
    policy.jitter = jitter
    return policy
  }
}
