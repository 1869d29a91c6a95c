import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ScheduledDisposableTests: CoreTestCase {
  /// RxSwift 6 (ScheduledDisposable): the inner disposable is disposed in an action on the
  /// scheduler, once, and `isDisposed` turns true then.
  func testDisposesOnTheSchedulerOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let disposals = Locked<[TestTime]>([])
    let inner = Disposables.create { disposals.append(scheduler.clock) }
    let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
    scheduler.scheduleAt(100) {
      scheduled.dispose()
      scheduled.dispose()
    }
    scheduler.advanceTo(100)
    XCTAssertFalse(scheduled.isDisposed)
    XCTAssertEqual(disposals.value, [])
    scheduler.start()
    XCTAssertTrue(scheduled.isDisposed)
    XCTAssertEqual(disposals.value, [101])
    XCTAssertTrue(scheduled.scheduler is TestScheduler)
  }
}
