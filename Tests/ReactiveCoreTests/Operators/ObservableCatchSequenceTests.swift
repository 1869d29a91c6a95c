import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's ObservableCatchTest (testCatchSequenceOf_*).
final class ObservableCatchSequenceTests: CoreTestCase {
  func testMovesToTheNextSourceOnErrorAndCompletesWithTheFirstThatCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .error(40, testError),
    ])
    let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
    let xs3 = scheduler.createColdObservable([.next(10, 6), .completed(20)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
        .completed(270),
      ])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
    XCTAssertEqual(xs3.subscriptions, [])
  }

  func testFailsWithTheLastErrorWhenEverySourceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let other = TestError(2)
    let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let xs2 = scheduler.createColdObservable([.next(10, 2), .error(20, other)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, other)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(220, 240)])
  }

  func testEmptySequenceCompletesAndLongSynchronousFailuresUseConstantStack() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }.events,
      [.completed(200)])
    let failing = Array(repeating: Observable<Int>.error(testError), count: 100_000)
    let events = Locked<[Event<Int>]>([])
    Observable.catch(sequence: failing + [.just(1)]).subscribe { events.append($0) }.dispose()
    XCTAssertEqual(events.value, [.next(1), .completed])
  }

  func testDisposeStopsTheCurrentSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([.error(20, testError, Int.self)])
    let xs2 = scheduler.createColdObservable([.next(100, 1), .completed(200)])
    let res = scheduler.start(disposed: 250) {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()])
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs2.subscriptions, [Subscription(220, 250)])
  }
}
