import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableTakeForTests: CoreTestCase {
  func testZeroDurationCompletesAfterTheProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(201)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
  }

  func testCompletesWhenTheDurationEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testSourceEndingFirstEndsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.error(210, testError, Int.self)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testNeverCompletesWhenTheDurationEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testChainedDurationsTheShorterWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
      .completed(270),
    ])
    let res = scheduler.start {
      xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
  }

  func testDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }
}
