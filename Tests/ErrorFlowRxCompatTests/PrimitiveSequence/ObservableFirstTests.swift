import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableFirstTests: CoreTestCase {
  func testFirstSendsTheFirstElementAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testFirstOnEmptySendsNil() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.next(300, nil), .completed(300)])
  }

  func testFirstForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
    let res = scheduler.start { xs.first().asObservable() }
    XCTAssertEqual(res.events, [.error(250, testError)])
  }

  func testFirstDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 1)])
    let res = scheduler.start(disposed: 300) { xs.first().asObservable() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testFirstOnInfiniteSynchronousSourceTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.repeatElement(3).first().asObservable() }
    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
  }
}
