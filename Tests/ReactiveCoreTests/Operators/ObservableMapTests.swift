import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableMapTests: CoreTestCase {
  func testMapTransformsValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMapEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300, Int.self)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMapForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 2), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMapDisposeUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
    let res = scheduler.start(disposed: 300) { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMapThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.map { value -> Int in
        if value == 2 { throw testError }
        return value
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testMapOnColdObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let res = scheduler.start { xs.map { $0.uppercased() } }
    XCTAssertEqual(res.events, [.next(210, "A"), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testMapSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { $0.map { $0 * 10 } }
    XCTAssertEqual(recorder.values, [10, 20])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
