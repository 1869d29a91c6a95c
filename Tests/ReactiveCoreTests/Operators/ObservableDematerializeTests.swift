import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableDematerializeTests: CoreTestCase {
  func testDematerializeTurnsElementsBackIntoEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event<Int>.next(1)), .next(220, .completed), .next(230, .next(2)),
      .completed(300),
    ])
    let res = scheduler.start { xs.dematerialize() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDematerializeErrorElementFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event<Int>.next(1)), .next(220, .error(testError)), .completed(300),
    ])
    let res = scheduler.start { xs.dematerialize() }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDematerializeEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Event<Int>.self)])
    let res = scheduler.start { xs.dematerialize() }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testDematerializeForwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError, Event<Int>.self)])
    let res = scheduler.start { xs.dematerialize() }
    XCTAssertEqual(res.events, [.error(250, testError)])
  }

  func testDematerializeDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event<Int>.next(1)), .next(400, .next(2)),
    ])
    let res = scheduler.start(disposed: 300) { xs.dematerialize() }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMaterializeThenDematerializeIsIdentity() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.materialize().dematerialize() }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
  }
}
