import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableToArrayTests: CoreTestCase {
  func testToArraySendsAllElementsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(300),
    ])
    let res = scheduler.start { xs.toArray() }
    XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testToArrayEmptySendsEmptyArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.toArray() }
    XCTAssertEqual(res.events, [.next(300, []), .completed(300)])
  }

  func testToArrayForwardsErrorWithoutElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.toArray() }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testToArrayDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.toArray() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
