import CoreTestSupport
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
    let released = Locked<[String]>([])
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
    XCTAssertEqual(
      released.value.sorted(), ["cancelled", "ran"], "the kept disposables hold no work")
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
    let log = Locked<[String]>([])
    let subscription = Observable<Int>.interval(.seconds(30), scheduler: scheduler)
      .take(3)
      .subscribe(
        onNext: { log.append("\($0)@\(scheduler.clock)") },
        onCompleted: { log.append("completed@\(scheduler.clock)") })
    scheduler.start()
    XCTAssertEqual(log.value, ["0@3", "1@6", "2@9", "completed@9"])
    subscription.dispose()
  }

  /// Thousands of items with few distinct times, some scheduled while the run goes on and
  /// some cancelled: each runs at its time, in scheduling order among equal times.
  func testMixedSchedulingRunningAndCancellingKeepsTimeThenFIFOOrder() {
    let scheduler = makeTenSecondScheduler()
    var generator = SplitMix64(seed: 7)
    var sequence = 0
    var ran: [(time: Int, sequence: Int)] = []
    var cancelled: Set<Int> = []
    func add(at time: Int, depth: Int) {
      let mine = sequence
      sequence += 1
      let work = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
        ran.append((scheduler.clock, mine))
        if depth < 2 {
          for _ in 0..<Int(generator.next() % 3) {
            add(at: scheduler.clock + Int(generator.next() % 4), depth: depth + 1)
          }
        }
        return Disposables.create()
      }
      if generator.next() % 10 == 0 {
        work.dispose()
        cancelled.insert(mine)
      }
    }
    for _ in 0..<3_000 { add(at: Int(generator.next() % 40), depth: 0) }
    scheduler.start()
    XCTAssertEqual(ran.count + cancelled.count, sequence)
    XCTAssertTrue(cancelled.isDisjoint(with: ran.map(\.sequence)))
    for (earlier, later) in zip(ran, ran.dropFirst()) {
      XCTAssertTrue(
        earlier.time < later.time
          || (earlier.time == later.time && earlier.sequence < later.sequence),
        "\(earlier) ran before \(later)")
    }
  }
}
