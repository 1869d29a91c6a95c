import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableSkipTests: CoreTestCase {
  func testSkipDropsFirstElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.skip(2) }
    XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSkipZeroSendsAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.skip(0) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func testSkipEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.skip(2) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testSkipForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.skip(2) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSkipDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3)])
    let res = scheduler.start(disposed: 300) { xs.skip(1) }
    XCTAssertEqual(res.events, [.next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSkipSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3]) { $0.skip(1) }
    XCTAssertEqual(recorder.values, [2, 3])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
