import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Every place a tracker (and the retry operator) calls the app's code, with that code calling
/// back into the tracker and its bus: no call deadlocks and the errors come in the order the
/// calls made them (issue 27, item 4; contract 8: no app code under a library lock).
final class ErrorTrackerReentrancyTests: ErrorFlowTestCase {
  private let inner = AppError(SampleError("inner", .retryable), context: .action)

  // The work of `performNow` runs on the caller's thread, outside any lock: it may publish
  // and read the bus before it throws.
  func testWorkThatPublishesBeforeItThrows() {
    let reentry = Reentry(inner: inner)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    reentry.bus = bus
    let tracker = ErrorTracker(bus: bus)
    let recorder = StreamRecorder(tracker.errors)
    guard
      assertReturns({
        tracker.performNow(context: .action) { () throws(SampleError) -> Void in
          reentry.run("work")
          tracker.publish(SampleError("middle", .retryable), context: .action)
          throw SampleError("outer", .retryable)
        }
      })
    else { return }
    XCTAssertEqual(reentry.entries, ["work: published 1"])
    XCTAssertEqual(recorder.values.map(\.userMessage), ["middle", "outer"])
    XCTAssertEqual(bus.counters.published, 3)
  }

  // An observer of `errors` that publishes through the same tracker: the relay queues the
  // second error after the first (contract 3), and the bus sees both.
  func testAnErrorsObserverThatPublishesAgain() {
    let reentry = Reentry(inner: inner, limit: 1)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    reentry.bus = bus
    let tracker = ErrorTracker(bus: bus)
    let seen = StreamRecorder(tracker.errors)
    let subscription = tracker.errors.subscribe(onNext: { error in
      if error.userMessage == "outer" {
        reentry.run("errors")
        tracker.publish(SampleError("again", .retryable), context: .action)
      }
    })
    guard
      assertReturns({ tracker.publish(SampleError("outer", .retryable), context: .action) })
    else { return }
    subscription.dispose()
    XCTAssertEqual(reentry.entries, ["errors: published 2"])
    XCTAssertEqual(seen.values.map(\.userMessage), ["outer", "again"])
    XCTAssertEqual(bus.counters.published, 3)
  }

  // The retry operator's predicate (`isRetryable`) is judged outside the round's lock.
  func testARetryPredicateThatPublishesAndReadsTheBus() {
    let reentry = Reentry(inner: inner)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    reentry.bus = bus
    let scheduler = TestScheduler(initialClock: 0)
    let policy = RetryPolicy(maxAttempts: 2, baseDelay: .zero, jitter: .fixed(0)) { _ in
      reentry.run("isRetryable")
      return true
    }
    let attempts = StreamRecorder(
      Observable<Int>.error(SampleError("outer", .retryable))
        .retry(policy, scheduler: scheduler))
    guard assertReturns({ scheduler.start() }) else { return }
    XCTAssertEqual(
      reentry.entries, ["isRetryable: published 1", "isRetryable: published 2"])
    XCTAssertEqual(attempts.events.count, 1)
    XCTAssertEqual(bus.counters.published, 2)
  }
}
