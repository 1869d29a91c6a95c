import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableTakeWhileTests: CoreTestCase {
  func testTakeWhileExclusiveStopsAtFirstFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
    ])
    let res = scheduler.start { xs.take(while: { $0 < 3 }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTakeWhileInclusiveSendsTheFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
    ])
    let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTakeWhileAllPass() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(while: { _ in true }) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func testTakeWhileEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.take(while: { _ in true }) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testTakeWhileForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.take(while: { _ in true }) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTakeWhileDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.take(while: { _ in true }) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTakeWhileThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.take(while: { value in
        if value == 2 { throw testError }
        return true
      })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testTakeWhileSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3, 1]) {
      $0.take(while: { $0 < 3 }, behavior: .inclusive)
    }
    XCTAssertEqual(recorder.values, [1, 2, 3])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
