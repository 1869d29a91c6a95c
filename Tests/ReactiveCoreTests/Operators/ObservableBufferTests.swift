import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableBufferTests: CoreTestCase {
  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), end,
    ])
  }

  func testSendsWhenFullOrWhenTheTimeSpanEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testErrorDropsTheOpenBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(600, testError))
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .error(600, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start(disposed: 370) {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  func testEmptySendsTheEmptyBufferThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testNeverSendsAnEmptyBufferEveryTimeSpan() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(300), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(500, []), .next(800, [])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }
}
