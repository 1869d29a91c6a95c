import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableSkipWhileTests: CoreTestCase {
  func testSkipWhileDropsUntilFirstFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
    ])
    let res = scheduler.start { xs.skip(while: { $0 < 2 }) }
    XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .next(240, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSkipWhileEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.skip(while: { _ in true }) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testSkipWhileForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.skip(while: { _ in true }) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSkipWhileDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 5), .next(400, 6)])
    let res = scheduler.start(disposed: 300) { xs.skip(while: { $0 < 2 }) }
    XCTAssertEqual(res.events, [.next(210, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSkipWhileThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.skip(while: { value in
        if value == 2 { throw testError }
        return true
      })
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testSkipWhileSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3, 1]) { $0.skip(while: { $0 < 2 }) }
    XCTAssertEqual(recorder.values, [2, 3, 1])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
