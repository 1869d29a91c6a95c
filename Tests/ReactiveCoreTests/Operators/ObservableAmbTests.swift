import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableAmbTests: CoreTestCase {
  func testAmbMirrorsTheFirstSourceToSendAndDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(210, 3), .next(230, 4), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.next(210, 3), .next(230, 4), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testAmbOfSequenceChoosesTheFirstOfMany() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(230, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(240)])
    let c = scheduler.createHotObservable([.next(225, 3), .completed(300)])
    let res = scheduler.start {
      Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(240)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(c.subscriptions, [Subscription(200, 220)])
  }

  func testAmbFirstEmptySourceWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210, Int.self)])
    let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.completed(210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testAmbOfNoSourcesNeverSends() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
    XCTAssertEqual(res.events, [])
  }

  func testAmbErrorOfTheWinnerFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
    let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testAmbDisposeBeforeAnyEventUnsubscribesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(310, 1)])
    let ys = scheduler.createHotObservable([.next(320, 2)])
    let res = scheduler.start(disposed: 300) { xs.amb(ys) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }
}
