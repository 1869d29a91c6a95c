import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableRefCountTests: CoreTestCase {
  private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
  }

  func testRefCountConnectsWithFirstAndDisconnectsWithLastSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let shared = xs.publish().refCount()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var d1: Disposable?
    var d2: Disposable?
    scheduler.scheduleAt(205) { d1 = shared.subscribe(first) }
    scheduler.scheduleAt(215) { d2 = shared.subscribe(second) }
    scheduler.scheduleAt(225) { d1?.dispose() }
    scheduler.scheduleAt(235) { d2?.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(second.events, [.next(220, 2), .next(230, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(205, 235)])
  }

  func testRefCountReconnectsAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.publish().refCount()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(230) { _ = shared.subscribe(second) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(240, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
  }

  func testRefCountOfEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = scheduler.start { xs.publish().refCount() }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRefCountDisposeDisconnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = scheduler.start(disposed: 225) { xs.publish().refCount() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testRefCountSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { $0.publish().refCount() }
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
