import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableTakeLastTests: CoreTestCase {
  func testTakeLastSendsLastElementsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.takeLast(2) }
    XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTakeLastWithFewerElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.takeLast(3) }
    XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
  }

  func testTakeLastZero() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.takeLast(0) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testTakeLastEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.takeLast(2) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testTakeLastErrorDropsTheBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.takeLast(2) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTakeLastDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.takeLast(2) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
