import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableMaterializeTests: CoreTestCase {
  func testMaterializeTurnsEventsIntoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.materialize() }
    XCTAssertEqual(res.events, [.next(210, .next(1)), .next(300, .completed), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMaterializeEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.materialize() }
    XCTAssertEqual(res.events, [.next(300, .completed), .completed(300)])
  }

  func testMaterializeTurnsErrorIntoElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.materialize() }
    XCTAssertEqual(
      res.events, [.next(210, .next(1)), .next(250, .error(testError)), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaterializeDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.materialize() }
    XCTAssertEqual(res.events, [.next(210, .next(1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
