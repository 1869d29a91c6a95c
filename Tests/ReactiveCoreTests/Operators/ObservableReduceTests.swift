import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableReduceTests: CoreTestCase {
  func testReduceSendsTheTotalAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.reduce(0, accumulator: +) }
    XCTAssertEqual(res.events, [.next(300, 6), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testReduceWithMapResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
    XCTAssertEqual(res.events, [.next(300, "sum 3"), .completed(300)])
  }

  func testReduceEmptySendsTheSeed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.reduce(42, accumulator: +) }
    XCTAssertEqual(res.events, [.next(300, 42), .completed(300)])
  }

  func testReduceForwardsErrorWithoutResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.reduce(0, accumulator: +) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testReduceDisposeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.reduce(0, accumulator: +) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testReduceAccumulatorThrowingSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.reduce(0) { total, value in
        if value == 2 { throw testError }
        return total + value
      }
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testReduceMapResultThrowingSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start {
      xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError })
    }
    XCTAssertEqual(res.events, [.error(300, testError)])
  }
}
