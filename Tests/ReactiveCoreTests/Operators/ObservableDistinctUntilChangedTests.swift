import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

private struct Person: Equatable {
  let id: Int
  let name: String
}

final class ObservableDistinctUntilChangedTests: CoreTestCase {
  func testDistinctUntilChangedDropsConsecutiveDuplicates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1),
      .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDistinctUntilChangedByKey() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
    XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
  }

  func testDistinctUntilChangedByComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 6), .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(300)])
  }

  func testDistinctUntilChangedAtKeyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Person(id: 1, name: "Ann")), .next(220, Person(id: 2, name: "Ann")),
      .next(230, Person(id: 3, name: "Bob")), .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged(at: \.name).map(\.id) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
  }

  func testDistinctUntilChangedEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.distinctUntilChanged() }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testDistinctUntilChangedForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.distinctUntilChanged() }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDistinctUntilChangedDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.distinctUntilChanged() }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDistinctUntilChangedKeySelectorThrowingSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.distinctUntilChanged { value -> Int in
        if value == 2 { throw testError }
        return value
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDistinctUntilChangedComparerThrowingSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDistinctUntilChangedSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 1, 2, 2, 1]) { $0.distinctUntilChanged() }
    XCTAssertEqual(recorder.values, [1, 2, 1])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
