import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableRetryWhenTests: CoreTestCase {
  func testRetryWhenResubscribesAtEachTriggerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start { xs.retry(when: { errors in errors.take(2) }) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func testRetryWhenTriggerErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start {
      xs.retry(when: { errors in errors.map { _ -> Void in throw testError2 } })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryWhenSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.retry(when: { errors in errors }) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Int.self)])
    let res = scheduler.start { xs.retry(when: { errors in errors }) }
    XCTAssertEqual(res.events, [.completed(220)])
  }

  func testRetryWhenDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let res = scheduler.start(disposed: 235) { xs.retry(when: { errors in errors }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
  }

  func testRetryWhenTriggerLaterInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let trigger = scheduler.createHotObservable([.next(300, ()), .completed(500)])
    let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in trigger }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(310, 1), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 500)])
  }

  func testRetryWhenForwardsErrorsOfAnotherTypeAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RxError.unknown)])
    let res = scheduler.start {
      xs.retry(when: { (errors: Observable<TestError>) in errors })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.unknown)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryWhenWithSynchronousFailures() {
    let attempts = Locked<Int>(0)
    let source = Observable<Int>.deferred {
      let attempt = attempts.withLock { attempts in
        attempts += 1
        return attempts
      }
      return attempt < 5 ? .error(testError) : .just(attempt)
    }
    let events = Locked<[Event<Int>]>([])
    _ = source.retry(when: { errors in errors }).subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(5), .completed])
  }
}
