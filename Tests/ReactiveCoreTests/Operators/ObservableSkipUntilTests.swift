import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableSkipUntilTests: CoreTestCase {
  func testSkipUntilSendsFromOthersFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    let other = scheduler.createHotObservable([.next(230, "go"), .completed(400)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.next(240, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
  }

  func testSkipUntilOtherCompletingFirstKeepsTheGateShut() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
    let other = scheduler.createHotObservable([.completed(225, String.self)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testSkipUntilEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let other = scheduler.createHotObservable([.next(230, "go")])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testSkipUntilSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let other = scheduler.createHotObservable([.next(400, "late")])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
  }

  func testSkipUntilOtherErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let other = scheduler.createHotObservable([.error(225, testError, String.self)])
    let res = scheduler.start { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.error(225, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testSkipUntilDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(400, 3)])
    let other = scheduler.createHotObservable([.next(230, "go")])
    let res = scheduler.start(disposed: 300) { xs.skip(until: other) }
    XCTAssertEqual(res.events, [.next(240, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
