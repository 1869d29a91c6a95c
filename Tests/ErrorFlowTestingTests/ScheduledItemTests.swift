import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Work queued on a `TestScheduler` counts in `Resources.total` (as RxSwift's `ScheduledItem`
/// does) until it runs or is disposed, so a test that leaves work queued behind a cycle fails
/// its leak check.
final class ScheduledItemTests: TestingTestCase {
  func testQueuedWorkIsCountedUntilItRuns() {
    let start = Diagnostics.liveScheduledItems
    let scheduler = TestScheduler(initialClock: 0)
    var counts: [Int] = []
    scheduler.scheduleAt(10) { counts.append(Diagnostics.liveScheduledItems - start) }
    scheduler.scheduleAt(20) { counts.append(Diagnostics.liveScheduledItems - start) }
    counts.append(Diagnostics.liveScheduledItems - start)
    scheduler.start()
    XCTAssertEqual(counts, [2, 1, 0])
    XCTAssertEqual(Diagnostics.liveScheduledItems, start)
  }

  func testDisposedWorkIsCountedOutAtOnce() {
    let start = Diagnostics.liveScheduledItems
    let scheduler = TestScheduler(initialClock: 0)
    let work = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
      Disposables.create()
    }
    XCTAssertEqual(Diagnostics.liveScheduledItems, start + 1)
    work.dispose()
    XCTAssertEqual(Diagnostics.liveScheduledItems, start)
    withExtendedLifetime(scheduler) {}
  }

  /// A hot observable's events not yet sent used to keep the observable and its scheduler
  /// alive after the test (the queued work held the observable, which holds the scheduler).
  func testAHotObservableWithEventsLeftDoesNotKeepItsScheduler() {
    let start = Diagnostics.liveScheduledItems
    weak var released: TestScheduler?
    do {
      let scheduler = TestScheduler(initialClock: 0)
      released = scheduler
      let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
      let observer = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
      scheduler.advanceTo(250)
      XCTAssertEqual(observer.events, [.next(210, 1)])
      XCTAssertEqual(Diagnostics.liveScheduledItems, start + 1)
    }
    XCTAssertNil(released)
    XCTAssertEqual(Diagnostics.liveScheduledItems, start)
  }
}
