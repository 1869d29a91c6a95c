import CoreTestSupport
import ErrorFlow
import ErrorFlowRxCompat
import ErrorFlowTesting
import Foundation
import XCTest

/// ErrorFlow's retry policy on `Single`, `Maybe` and `Completable`
/// (Sources/ErrorFlowRxCompat/PrimitiveSequence/PrimitiveSequence+RetryPolicy.swift). Virtual
/// time: one tick is one second, so a policy's `.seconds(10)` is 10 ticks.
final class PrimitiveSequenceRetryPolicyTests: CoreTestCase {
  /// A retryable failure.
  private enum FlakyError: AppErrorProtocol, Equatable {
    case offline

    var errorDescription: String? { "offline" }
    var level: ErrorLevel { .retryable }
  }

  private func policy(maxAttempts: Int = 3) -> RetryPolicy {
    RetryPolicy(
      maxAttempts: maxAttempts, baseDelay: .seconds(10), maxDelay: .seconds(25), jitter: .fixed(1))
  }

  func testASingleSucceedsOnItsSecondAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let working = scheduler.createColdObservable([.next(10, 7), .completed(10)])
    nonisolated(unsafe) var attempt = 0  // the test scheduler runs everything on this thread
    let single = Observable.deferred {
      attempt += 1
      return attempt == 1 ? failing.asObservable() : working.asObservable()
    }.asSingle()
    let res = scheduler.start { single.retry(self.policy(), scheduler: scheduler).asObservable() }
    XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(working.subscriptions, [Subscription(230, 240)])
    XCTAssertEqual(res.events, [.next(240, 7), .completed(240)])
  }

  func testAMaybeAndACompletableRetryUnderThePolicy() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Never.self)])
    let res = scheduler.start {
      xs.asCompletable().retry(self.policy(maxAttempts: 2), scheduler: scheduler).asObservable()
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
    XCTAssertEqual(res.events, [.error(250, FlakyError.offline)])

    let maybeScheduler = TestScheduler(initialClock: 0)
    let ys = maybeScheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let maybe = maybeScheduler.start {
      ys.asMaybe().retry(self.policy(maxAttempts: 2), scheduler: maybeScheduler).asObservable()
    }
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
    XCTAssertEqual(maybe.events, [.error(250, FlakyError.offline)])
  }
}
