import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableRetryTests: CoreTestCase {
  func testRetryResubscribesUpToTheAttemptCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start { xs.retry(3) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func testRetryStopsResubscribingOnceTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.retry(3) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Int.self)])
    let res = scheduler.start { xs.retry() }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryWithoutLimitResubscribesUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start(disposed: 255) { xs.retry() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
  }

  func testRetryOnceForwardsTheFirstError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start { xs.retry(1) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryZeroCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start { xs.retry(0) }
    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testRetryDisposeDuringAnAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start(disposed: 235) { xs.retry(5) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
  }

  func testRetryOfASynchronouslyFailingSourceLoopsWithoutGrowingTheStack() {
    let attempts = Locked<Int>(0)
    let source = Observable<Int>.deferred {
      attempts.add(1)
      return .error(testError)
    }
    let events = Locked<[Event<Int>]>([])
    _ = source.retry(20_000).subscribe { events.append($0) }
    XCTAssertEqual(attempts.value, 20_000)
    XCTAssertEqual(events.value, [.error(testError)])
  }

  func testRetrySucceedsOnALaterSynchronousAttempt() {
    let attempts = Locked<Int>(0)
    let source = Observable<Int>.deferred {
      let attempt = attempts.withLock { attempts in
        attempts += 1
        return attempts
      }
      return attempt < 3 ? .error(testError) : .of(attempt)
    }
    let events = Locked<[Event<Int>]>([])
    _ = source.retry().subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(3), .completed])
  }

  func testRetrySendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { $0.retry(2) }
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
