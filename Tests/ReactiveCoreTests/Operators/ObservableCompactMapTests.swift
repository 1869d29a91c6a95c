import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableCompactMapTests: CoreTestCase {
  func testCompactMapDropsNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
    ])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testCompactMapEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, String.self)])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testCompactMapForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "1"), .error(250, testError)])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testCompactMapDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "1"), .next(400, "2")])
    let res = scheduler.start(disposed: 300) { xs.compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testCompactMapThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "2"), .completed(300)])
    let res = scheduler.start {
      xs.compactMap { value -> Int? in
        if value == "2" { throw testError }
        return Int(value)
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testCompactMapSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3, 4]) {
      $0.compactMap { $0.isMultiple(of: 2) ? "\($0)" : nil }
    }
    XCTAssertEqual(recorder.values, ["2", "4"])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
