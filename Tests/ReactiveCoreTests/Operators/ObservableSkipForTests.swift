import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableSkipForTests: CoreTestCase {
  func testZeroDurationSkipsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(for: .seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testSkipsTheValuesInsideTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(for: .seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testCompletionInsideTheDurationPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testErrorInsideTheDurationPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.error(210, testError, Int.self)])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let res = scheduler.start(disposed: 230) { xs.skip(for: .seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }
}
