import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableScanTests: CoreTestCase {
  func testScanSendsEachAccumulatedValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.scan(10, accumulator: +) }
    XCTAssertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testScanIntoMutatesInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
    let res = scheduler.start { xs.scan(into: [String]()) { $0.append($1) } }
    XCTAssertEqual(res.events, [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(300)])
  }

  func testScanEmptySendsNothingButCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.scan(10, accumulator: +) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testScanForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.scan(0, accumulator: +) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testScanDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.scan(0, accumulator: +) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testScanThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.scan(into: 0) { total, value in
        if value == 2 { throw testError }
        total += value
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testScanSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3]) { $0.scan(0, accumulator: +) }
    XCTAssertEqual(recorder.values, [1, 3, 6])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
