import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableDelaySubscriptionTests: CoreTestCase {
  func testSubscribesLate() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded.completed(50, Int.self)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(280)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 280)])
  }

  func testSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, testError)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, testError)])
    let res = scheduler.start(disposed: 291) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 291)])
  }

  func testDisposeBeforeTheDelayNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42)])
    let res = scheduler.start(disposed: 220) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }
}
