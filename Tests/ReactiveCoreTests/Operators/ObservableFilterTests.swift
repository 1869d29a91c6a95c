import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableFilterTests: CoreTestCase {
  func testFilterKeepsMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
    XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testFilterEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.filter { _ in true } }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testFilterForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
    let res = scheduler.start { xs.filter { _ in true } }
    XCTAssertEqual(res.events, [.next(210, 2), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testFilterDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 4)])
    let res = scheduler.start(disposed: 300) { xs.filter { _ in true } }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testFilterThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.filter { value in
        if value == 2 { throw testError }
        return true
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testFilterSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3]) { $0.filter { $0 != 2 } }
    XCTAssertEqual(recorder.values, [1, 3])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
