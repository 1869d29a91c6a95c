import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import FaultKit
import Foundation
import XCTest

/// `retry(_:scheduler:)` with every extreme setting and on every kind of scheduler clock:
/// no trap, and the resubscriptions land exactly where the clamped waits put them.
final class ObservableTypeRetryPolicyExtremeValuesTests: ErrorFlowTestCase {
  /// 100 years in ticks of one second.
  private let hundredYears = 3_155_760_000

  func testAnIntMaxBaseAndCapWaitAHundredYearsOfVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let policy = RetryPolicy(
      maxAttempts: 3, baseDelay: .seconds(Int.max), maxDelay: .seconds(Int.max), jitter: .fixed(1))
    let res = scheduler.start(created: 100, subscribed: 200, disposed: .max) {
      xs.retry(policy, scheduler: scheduler)
    }
    let wait = hundredYears
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 220), Subscription(220 + wait, 240 + wait),
        Subscription(240 + 2 * wait, 260 + 2 * wait),
      ])
    XCTAssertEqual(res.events, [.error(260 + 2 * wait, FlakyError.offline)])
  }

  func testACapPastInt64SecondsWaitsAtMostAHundredYears() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
    let policy = RetryPolicy(
      maxAttempts: 2, baseDelay: .seconds(1e20), maxDelay: .seconds(1e20), jitter: .fixed(1))
    let res = scheduler.start(created: 100, subscribed: 200, disposed: .max) {
      xs.retry(policy, scheduler: scheduler)
    }
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 220), Subscription(220 + hundredYears, 240 + hundredYears)])
    XCTAssertEqual(res.events, [.error(240 + hundredYears, FlakyError.offline)])
  }

  /// A scheduler whose clock reads far past what a `Duration` holds (or NaN) still retries.
  func testASchedulerClockBeyondDurationsRangeDoesNotTrap() {
    for seconds in FaultKit.ExtremeValues.secondsSince1970 {
      let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: seconds))
      let subscriptions = SubscriptionCounter()
      let failing = Observable<Int>.deferred {
        subscriptions.increment()
        return .error(FlakyError.offline)
      }
      var policy = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1), jitter: .fixed(1))
      policy.deadline = .seconds(60)
      let events = Locked<[String]>([])
      let subscription = failing.retry(policy, scheduler: scheduler)
        .subscribe(onError: { events.append("error \($0)") })
      scheduler.start()
      subscription.dispose()
      XCTAssertEqual(subscriptions.value, 3, "clock at \(seconds) s")
      XCTAssertEqual(events.value, ["error offline"], "clock at \(seconds) s")
    }
  }

  func testAHugeWaitOnADispatchSchedulerIsScheduledAndCancelledWithoutTrapping() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    // Waits of a minute or more: none can end before the subscription is disposed.
    for base in FaultKit.ExtremeValues.durations where base >= .seconds(60) {
      let subscriptions = SubscriptionCounter()
      let failing = Observable<Int>.deferred {
        subscriptions.increment()
        return .error(FlakyError.offline)
      }
      let policy = RetryPolicy(
        maxAttempts: 2, baseDelay: base, maxDelay: .seconds(Int64.max), jitter: .fixed(1))
      let events = Locked<[String]>([])
      // The failure and the scheduling of the wait happen inside `subscribe`, on this thread.
      let subscription = failing.retry(policy, scheduler: scheduler)
        .subscribe(
          onNext: { events.append("next \($0)") }, onError: { _ in events.append("error") })
      subscription.dispose()
      XCTAssertEqual(subscriptions.value, 1, "base \(base)")
      XCTAssertEqual(events.value, [], "base \(base): the wait was scheduled")
    }
  }

  /// Every base, cap, deadline and attempt count on a `TestScheduler`: the subscriptions
  /// start where the policy's clamped waits (in whole ticks) put them, and the last failure
  /// is forwarded unless the subscription is disposed during a wait.
  func testEveryExtremeSettingResubscribesExactlyWhereTheClampedWaitsSay() {
    let durations: [Duration] = [
      .zero, .seconds(-1), .nanoseconds(Int64.min), .seconds(1), .seconds(7), .seconds(60),
      .seconds(Int64.max), .seconds(1e20), .seconds(-1e20), .seconds(Int64.max) * 18,
    ]
    let deadlines: [Duration?] = [
      nil, .zero, .seconds(-1), .seconds(30), .seconds(1e20), .nanoseconds(Int64.min),
    ]
    let attempts = [Int.min, 0, 1, 2, 4, Int.max]
    let disposed = 400
    for base in durations {
      for cap in durations {
        for deadline in deadlines {
          for maxAttempts in attempts {
            let policy = RetryPolicy(
              maxAttempts: maxAttempts, baseDelay: base, maxDelay: cap, deadline: deadline,
              jitter: .fixed(1))
            let expected = expectedRun(policy, disposed: disposed)
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(20, FlakyError.offline, Int.self)])
            let res = scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
              xs.retry(policy, scheduler: scheduler)
            }
            let label =
              "base \(base), cap \(cap), deadline \(String(describing: deadline)), "
              + "attempts \(maxAttempts)"
            XCTAssertEqual(xs.subscriptions, expected.subscriptions, label)
            XCTAssertEqual(res.events, expected.events, label)
          }
        }
      }
    }
  }

  /// The run the rules predict for a source that fails 20 ticks after each subscription.
  private func expectedRun(_ policy: RetryPolicy, disposed: Int) -> (
    subscriptions: [Subscription], events: [Recorded<Event<Int>>]
  ) {
    var subscriptions: [Subscription] = []
    var start = 200
    var attempt = 1
    let firstFailure = 220
    while true {
      let failure = start + 20
      guard failure < disposed else {
        subscriptions.append(Subscription(start, disposed))
        return (subscriptions, [])
      }
      subscriptions.append(Subscription(start, failure))
      guard attempt < policy.maxAttempts else {
        return (subscriptions, [.error(failure, FlakyError.offline)])
      }
      let wait = policy.delay(forRetry: attempt - 1)
      if let deadline = policy.deadline, .seconds(failure - firstFailure) + wait > deadline {
        return (subscriptions, [.error(failure, FlakyError.offline)])
      }
      // Whole ticks, halves up; work due now runs one tick later (the processing delay).
      let ticks = Int((wait / .seconds(1) + 0.5).rounded(.down))
      start = failure + max(ticks, 1)
      attempt += 1
      guard start < disposed else { return (subscriptions, []) }
    }
  }
}

/// A count shared with a closure that runs on the test's thread.
private final class SubscriptionCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}
