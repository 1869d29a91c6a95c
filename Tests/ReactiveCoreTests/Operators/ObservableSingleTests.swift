import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableSingleTests: CoreTestCase {
  func testSingleSendsTheOnlyElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSingleOnEmptyFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
  }

  func testSingleFailsAtTheSecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testSingleForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.error(250, testError)])
  }

  func testSingleDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSingleWithPredicateCountsOnlyMatches() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.single { $0.isMultiple(of: 2) } }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
  }

  func testSingleWithPredicateThrowingSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.single { _ in throw testError } }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }
}
