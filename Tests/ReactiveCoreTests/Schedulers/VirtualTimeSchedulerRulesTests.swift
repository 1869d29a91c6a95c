import Foundation
import ReactiveCore
import XCTest

/// The rules RxSwift's VirtualTimeScheduler follows beyond its own test file: FIFO among
/// equal times, work scheduled from work, what disposing does, and no trap on bad input.
final class VirtualTimeSchedulerRulesTests: CoreTestCase {
  private func note(_ log: @escaping () -> Void) -> (()) -> Disposable {
    { _ in
      log()
      return Disposables.create()
    }
  }

  func testWorkDueAtTheSameTimeRunsInSchedulingOrder() {
    let scheduler = makeTenSecondScheduler()
    var log: [Int] = []
    for index in 0..<10 {
      _ = scheduler.scheduleAbsoluteVirtual(
        (), time: index % 2 == 0 ? 5 : 3, action: note { log.append(index) })
    }
    scheduler.start()
    XCTAssertEqual(log, [1, 3, 5, 7, 9, 0, 2, 4, 6, 8])
    XCTAssertEqual(scheduler.clock, 5)
  }

  func testWorkScheduledFromWorkAtTheSameTimeRunsAfterWhatWasQueued() {
    let scheduler = makeTenSecondScheduler()
    var log: [String] = []
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in
      log.append("first")
      return scheduler.schedule((), action: self.note { log.append("nested@\(scheduler.clock)") })
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note { log.append("second") })
    scheduler.start()
    XCTAssertEqual(log, ["first", "second", "nested@2"])
  }

  func testPastWorkRunsAtTheCurrentClockWhichNeverGoesBack() {
    let scheduler = makeTenSecondScheduler(initialClock: 7)
    var log: [Int] = []
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note { log.append(scheduler.clock) })
    _ = scheduler.scheduleRelativeVirtual(
      (), dueTime: -3, action: note { log.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(log, [7, 7])
  }

  func testScheduleRelativeVirtualCountsFromTheClock() {
    let scheduler = makeTenSecondScheduler(initialClock: 4)
    var log: [Int] = []
    _ = scheduler.scheduleRelativeVirtual(
      (), dueTime: 6, action: note { log.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(log, [10])
  }

  func testStartFromInsideWorkDoesNothingAndTheRunContinues() {
    let scheduler = makeTenSecondScheduler()
    var log: [Int] = []
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      scheduler.start()
      scheduler.advanceTo(100)
      log.append(scheduler.clock)
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note { log.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(log, [1, 2])
  }

  func testSleepIntoThePastDoesNothing() {
    let scheduler = makeTenSecondScheduler(initialClock: 5)
    scheduler.sleep(-3)
    XCTAssertEqual(scheduler.clock, 5)
    scheduler.sleep(0)
    XCTAssertEqual(scheduler.clock, 5)
    scheduler.sleep(2)
    XCTAssertEqual(scheduler.clock, 7)
  }

  func testAdvanceToAnEarlierTimeSetsTheClockAsRxSwiftDoes() {
    let scheduler = makeTenSecondScheduler(initialClock: 5)
    scheduler.advanceTo(2)
    XCTAssertEqual(scheduler.clock, 2)
  }

  func testNeverDueWorkIsNotQueued() {
    let scheduler = makeTenSecondScheduler()
    var ran = false
    _ = scheduler.scheduleRelative((), dueTime: .never, action: note { ran = true })
    XCTAssertEqual(
      scheduler.debugDescription, "VirtualTimeScheduler<TenSecondConverter>(clock: 0, pending: [])")
    scheduler.start()
    XCTAssertFalse(ran)
  }

  func testDisposingWorkThatRanDisposesWhatItReturned() {
    let scheduler = makeTenSecondScheduler()
    let returned = BooleanDisposable()
    let item = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in returned }
    scheduler.start()
    XCTAssertFalse(returned.isDisposed)
    item.dispose()
    XCTAssertTrue(returned.isDisposed)
  }

  func testWorkIsReleasedOnceItRanOrWasSkipped() {
    let scheduler = makeTenSecondScheduler()
    var released: [String] = []
    var kept: [Disposable] = []
    for name in ["ran", "cancelled"] {
      let probe = DeinitProbe { released.append(name) }
      kept.append(
        scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
          withExtendedLifetime(probe) {}
          return Disposables.create()
        })
    }
    kept[1].dispose()
    scheduler.start()
    XCTAssertEqual(released.sorted(), ["cancelled", "ran"], "the kept disposables hold no work")
    XCTAssertEqual(kept.count, 2)
  }

  func testDebugDescriptionListsTheLiveWorkInRunOrder() {
    let scheduler = makeTenSecondScheduler()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 9, action: note {})
    let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 4, action: note {})
    _ = scheduler.scheduleAbsoluteVirtual((), time: 3, action: note {})
    cancelled.dispose()
    XCTAssertEqual(
      scheduler.debugDescription,
      "VirtualTimeScheduler<TenSecondConverter>(clock: 0, pending: [3, 9])")
  }

  func testTimeOperatorsRunInVirtualTime() {
    let scheduler = makeTenSecondScheduler()
    var log: [String] = []
    let subscription = Observable<Int>.interval(.seconds(30), scheduler: scheduler)
      .take(3)
      .subscribe(
        onNext: { log.append("\($0)@\(scheduler.clock)") },
        onCompleted: { log.append("completed@\(scheduler.clock)") })
    scheduler.start()
    XCTAssertEqual(log, ["0@3", "1@6", "2@9", "completed@9"])
    subscription.dispose()
  }
}
