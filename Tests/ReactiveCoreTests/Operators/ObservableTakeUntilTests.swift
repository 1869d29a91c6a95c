import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableTakeUntilTests: CoreTestCase {
  func testTakeUntilOtherCompletesAtOthersFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    let other = scheduler.createHotObservable([.next(230, "stop"), .completed(400)])
    let res = scheduler.start { xs.take(until: other) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
  }

  func testTakeUntilOtherCompletingWithoutElementChangesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
    let other = scheduler.createHotObservable([.completed(225, String.self)])
    let res = scheduler.start { xs.take(until: other) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testTakeUntilOtherErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let other = scheduler.createHotObservable([.error(225, testError, String.self)])
    let res = scheduler.start { xs.take(until: other) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(225, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testTakeUntilOtherEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let other = scheduler.createHotObservable([.next(400, "late")])
    let res = scheduler.start { xs.take(until: other) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 300)])
  }

  func testTakeUntilOtherSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
    let other = scheduler.createHotObservable([.next(400, "late")])
    let res = scheduler.start { xs.take(until: other) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
  }

  func testTakeUntilOtherDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let other = scheduler.createHotObservable([.next(500, "late")])
    let res = scheduler.start(disposed: 300) { xs.take(until: other) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 300)])
  }

  func testTakeUntilOtherThatSendsSynchronouslyCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(until: Observable.just(())) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testTakeUntilPredicateExclusive() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.take(until: { $0 == 3 }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTakeUntilPredicateInclusive() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTakeUntilPredicateEmptyErrorAndDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(250, Int.self)])
    let failing = scheduler.createHotObservable([.next(210, 1), .error(260, testError)])
    let endless = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let emptyResult = scheduler.createObserver(Int.self)
    let errorResult = scheduler.createObserver(Int.self)
    let disposeResult = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(empty.take(until: { $0 > 5 }).subscribe(emptyResult))
      _ = bag.insert(failing.take(until: { $0 > 5 }).subscribe(errorResult))
      _ = bag.insert(endless.take(until: { $0 > 5 }).subscribe(disposeResult))
    }
    scheduler.scheduleAt(300) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(emptyResult.events, [.completed(250)])
    XCTAssertEqual(errorResult.events, [.next(210, 1), .error(260, testError)])
    XCTAssertEqual(disposeResult.events, [.next(210, 1)])
    XCTAssertEqual(endless.subscriptions, [Subscription(200, 300)])
  }

  func testTakeUntilPredicateThrowingSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.take(until: { value in
        if value == 2 { throw testError }
        return false
      })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
