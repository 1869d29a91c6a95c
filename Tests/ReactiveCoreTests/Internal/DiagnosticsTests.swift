import CoreTestSupport
import ReactiveCore
import XCTest

final class DiagnosticsTests: CoreTestCase {
  func testCountsALiveSubscriptionAndGoesBackAfterDispose() {
    let start = Diagnostics.liveSubscriptions
    let startTotal = Resources.total
    let subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start + 1)
    XCTAssertEqual(Resources.total, startTotal + 1)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    XCTAssertEqual(Resources.total, startTotal)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start, "a second dispose counts nothing")
  }

  func testCountsEveryOperatorInAChain() {
    let start = Diagnostics.liveSubscriptions
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe()
    XCTAssertGreaterThan(Diagnostics.liveSubscriptions, start)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
  }

  func testACompletedSubscriptionIsCountedOut() {
    let start = Diagnostics.liveSubscriptions
    let subscription = Observable.just(1).map { $0 * 2 }.subscribe()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
  }

  func testResourcesTotalIsTheSumOfTheCounters() {
    XCTAssertEqual(
      Int(Resources.total),
      Diagnostics.liveSubscriptions + Diagnostics.liveScheduledItems
        + Diagnostics.liveDisposables)
    XCTAssertEqual(Int(Resources.total), Diagnostics.liveResources)
  }

  func testADisposableIsCountedUntilItIsDisposed() {
    let start = Diagnostics.liveDisposables
    let startTotal = Resources.total
    let disposable = Disposables.create {}
    XCTAssertEqual(Diagnostics.liveDisposables, start + 1)
    XCTAssertEqual(Resources.total, startTotal + 1)
    disposable.dispose()
    XCTAssertEqual(Diagnostics.liveDisposables, start)
    disposable.dispose()
    XCTAssertEqual(Diagnostics.liveDisposables, start, "a second dispose counts nothing")
  }

  func testADisposableReleasedWithoutDisposeIsCountedOut() {
    let start = Diagnostics.liveDisposables
    do {
      let disposable = Disposables.create {}
      XCTAssertEqual(Diagnostics.liveDisposables, start + 1)
      withExtendedLifetime(disposable) {}
    }
    XCTAssertEqual(Diagnostics.liveDisposables, start)
  }

  func testQueuedWorkOnTheCurrentThreadSchedulerIsCountedUntilItRuns() {
    let start = Diagnostics.liveScheduledItems
    let counts = Locked<[Int]>([])
    let scheduler = CurrentThreadScheduler.instance
    _ = scheduler.schedule(()) { _ in
      _ = scheduler.schedule(()) { _ in
        counts.append(Diagnostics.liveScheduledItems - start)
        return Disposables.create()
      }
      counts.append(Diagnostics.liveScheduledItems - start)
      return Disposables.create()
    }
    XCTAssertEqual(counts.value, [1, 0])
    XCTAssertEqual(Diagnostics.liveScheduledItems, start)
  }

  func testCancelledQueuedWorkOnTheCurrentThreadSchedulerIsCountedOut() {
    let start = Diagnostics.liveScheduledItems
    let during = Locked<[Int]>([])
    let scheduler = CurrentThreadScheduler.instance
    _ = scheduler.schedule(()) { _ in
      let queued = scheduler.schedule(()) { _ in Disposables.create() }
      during.append(Diagnostics.liveScheduledItems - start)
      queued.dispose()
      during.append(Diagnostics.liveScheduledItems - start)
      return Disposables.create()
    }
    XCTAssertEqual(during.value, [1, 0])
  }

  func testWorkOnADispatchSchedulerIsCountedUntilItHasRun() {
    let start = Diagnostics.liveScheduledItems
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "diagnostics")
    let gate = DispatchSemaphore(value: 0)
    let ran = expectation(description: "ran")
    _ = scheduler.schedule(()) { _ in
      gate.wait()
      ran.fulfill()
      return Disposables.create()
    }
    XCTAssertEqual(Diagnostics.liveScheduledItems, start + 1)
    gate.signal()
    wait(for: [ran], timeout: 5)
  }

  func testATimerIsCountedUntilItIsDisposed() {
    let start = Diagnostics.liveScheduledItems
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "diagnostics")
    let timer = scheduler.scheduleRelative((), dueTime: .seconds(3600)) { _ in
      Disposables.create()
    }
    XCTAssertEqual(Diagnostics.liveScheduledItems, start + 1)
    timer.dispose()
    // The timer's handler (and the work it holds) is released on the scheduler's queue;
    // CoreTestCase's tear-down waits for that and fails if it never happens.
  }

  func testUserResourcesCountInTheTotal() {
    let start = Resources.total
    XCTAssertEqual(Resources.incrementTotal(), start + 1)
    XCTAssertEqual(Resources.total, start + 1)
    XCTAssertEqual(Resources.decrementTotal(), start)
  }
}
