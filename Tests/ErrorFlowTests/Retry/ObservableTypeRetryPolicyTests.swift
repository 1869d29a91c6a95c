import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Virtual time: one tick is one second, so a policy's `.seconds(10)` is 10 ticks.
final class ObservableTypeRetryPolicyTests: ErrorFlowTestCase {
  private func policy(
    maxAttempts: Int = 3, deadline: Duration? = nil, jitter: RetryJitter = .fixed(1)
  ) -> RetryPolicy {
    RetryPolicy(
      maxAttempts: maxAttempts, baseDelay: .seconds(10), maxDelay: .seconds(25),
      deadline: deadline, jitter: jitter)
  }

  func testRetriesAfterEachBackoffThenForwardsTheLastFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let res = scheduler.start { xs.retry(self.policy(maxAttempts: 4), scheduler: scheduler) }
    // Waits of 10, 20, then 25 (the cap instead of 40) after the failures at 220, 250, 290.
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 220), Subscription(230, 250), Subscription(270, 290),
        Subscription(315, 335),
      ])
    XCTAssertEqual(res.events, [.error(335, FlakyError.offline)])
  }

  func testFullJitterScalesEachWait() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let res = scheduler.start { xs.retry(self.policy(jitter: .fixed(0.5)), scheduler: scheduler) }
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(255, 275)])
    XCTAssertEqual(res.events, [.error(275, FlakyError.offline)])
  }

  func testAnElementResetsTheRoundSoALongLivedStreamKeepsRetrying() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(20, FlakyError.offline)])
    // Two attempts per round: without the reset the second failure (at 250) would end it.
    let res = scheduler.start(disposed: 300) {
      xs.retry(self.policy(maxAttempts: 2), scheduler: scheduler)
    }
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 220), Subscription(230, 250), Subscription(260, 280),
        Subscription(290, 300),
      ])
    XCTAssertEqual(res.events, [.next(205, 1), .next(235, 1), .next(265, 1), .next(295, 1)])
  }

  func testAnErrorThePolicyDoesNotRetryIsForwardedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, FlakyError.denied)])
    let res = scheduler.start { xs.retry(self.policy(), scheduler: scheduler) }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, FlakyError.denied)])
  }

  func testACancellationIsNeverRetried() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, CancellationError(), Int.self)])
    let everything = RetryPolicy(baseDelay: .seconds(10), jitter: .fixed(1)) { _ in true }
    let res = scheduler.start { xs.retry(everything, scheduler: scheduler) }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(res.events, [.error(220, CancellationError())])
  }

  func testTheDeadlineCountsFromTheFirstFailureOfTheRound() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    // First failure at 220; the wait of 10 ends at 230 (within 25); the next wait of 20
    // would end at 270, 50 after the first failure: the failure at 250 is forwarded.
    let res = scheduler.start {
      xs.retry(self.policy(maxAttempts: 10, deadline: .seconds(25)), scheduler: scheduler)
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
    XCTAssertEqual(res.events, [.error(250, FlakyError.offline)])
  }

  func testDisposingDuringAWaitCancelsTheResubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let res = scheduler.start(disposed: 225) { xs.retry(self.policy(), scheduler: scheduler) }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(res.events, [])
  }
}
