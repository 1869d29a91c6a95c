import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableIfEmptyTests: CoreTestCase {
  func testIfEmptyDefaultSendsTheDefaultForAnEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testIfEmptyDefaultLeavesANonEmptySourceAlone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func testIfEmptyDefaultForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
    let res = scheduler.start { xs.ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testIfEmptyDefaultDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(400, Int.self)])
    let res = scheduler.start(disposed: 300) { xs.ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testIfEmptySwitchToSubscribesTheOtherForAnEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let ys = scheduler.createHotObservable([.next(240, 9), .next(260, 10), .completed(300)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(260, 10), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
  }

  func testIfEmptySwitchToIgnoresTheOtherForANonEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ys = scheduler.createHotObservable([.next(260, 10), .completed(300)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testIfEmptySwitchToForwardsErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let ys = scheduler.createHotObservable([.error(270, testError, Int.self)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.error(270, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
  }

  func testIfEmptySwitchToDisposeReachesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let ys = scheduler.createHotObservable([.next(260, 10), .next(400, 11)])
    let res = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(260, 10)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
  }

  func testIfEmptySendsSourceAndFallbackValuesThroughTheObserversOnNext() {
    let source = recordThroughOnNext([1, 2]) { $0.ifEmpty(switchTo: Observable.of(9)) }
    XCTAssertEqual(source.values, [1, 2])
    XCTAssertEqual(source.events, [.completed])
    let fallback = recordThroughOnNext([]) { $0.ifEmpty(switchTo: Observable.of(9)) }
    XCTAssertEqual(fallback.values, [9])
    XCTAssertEqual(fallback.events, [.completed])
  }
}
