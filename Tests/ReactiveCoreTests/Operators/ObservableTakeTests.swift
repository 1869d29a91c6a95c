import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableTakeTests: CoreTestCase {
  func testTakeSendsFirstElementsThenCompletesAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.take(2) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testTakeMoreThanAvailable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(5) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTakeZeroCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(0) }
    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testTakeNegativeFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1).take(-1) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
  }

  func testTakeEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.take(2) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testTakeForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.take(2) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTakeDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.take(2) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTakeOnInfiniteSynchronousSourceTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(1...).take(2) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testTakeStopsAnInfiniteSourceConcatenatedAfterAFiniteOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(0).concat(Observable.from(1...)).take(3) }
    XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
  }

  func testTakeStopsAnInfiniteSourceFlatMappedToSynchronousInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(1...).flatMap { Observable.of($0, -$0) }.take(4) }
    XCTAssertEqual(
      res.events,
      [.next(200, 1), .next(200, -1), .next(200, 2), .next(200, -2), .completed(200)])
  }

  func testTakeStopsTwoInfiniteSourcesZippedTogether() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.zip(Observable.from(1...), Observable.from(10...)).map { $0 + $1 }.take(2)
    }
    XCTAssertEqual(res.events, [.next(200, 11), .next(200, 13), .completed(200)])
  }

  func testTakeSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2, 3]) { $0.take(2) }
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
