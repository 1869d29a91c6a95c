import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableElementAtTests: CoreTestCase {
  func testElementAtSendsThatElementThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])
    let res = scheduler.start { xs.element(at: 1) }
    XCTAssertEqual(res.events, [.next(220, "b"), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testElementAtPastTheEndFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
    let res = scheduler.start { xs.element(at: 3) }
    XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
  }

  func testElementAtOnEmptyFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, String.self)])
    let res = scheduler.start { xs.element(at: 0) }
    XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
  }

  func testElementAtNegativeIndexFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1).element(at: -1) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
  }

  func testElementAtForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, testError)])
    let res = scheduler.start { xs.element(at: 2) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testElementAtDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(400, "b")])
    let res = scheduler.start(disposed: 300) { xs.element(at: 1) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testElementAtOnInfiniteSynchronousSourceTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(0...).element(at: 5) }
    XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
  }
}
