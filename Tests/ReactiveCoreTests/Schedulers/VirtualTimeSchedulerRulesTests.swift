import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// The rules RxSwift's VirtualTimeScheduler follows beyond its own test file: FIFO among
/// equal times, work scheduled from work, what disposing does, and no trap on bad input.
final class VirtualTimeSchedulerRulesTests: CoreTestCase {
  private func note(_ log: @escaping @Sendable () -> Void) -> @Sendable (()) -> Disposable {
    { _ in
      log()
      return Disposables.create()
    }
  }

  func testWorkDueAtTheSameTimeRunsInSchedulingOrder() {
    let scheduler = makeTenSecondScheduler()
    let log = Locked<[Int]>([])
    for index in 0..<10 {
      _ = scheduler.scheduleAbsoluteVirtual(
        (), time: index % 2 == 0 ? 5 : 3, action: note { log.append(index) })
    }
    scheduler.start()
    XCTAssertEqual(log.value, [1, 3, 5, 7, 9, 0, 2, 4, 6, 8])
    XCTAssertEqual(scheduler.clock, 5)
  }

  func testWorkScheduledFromWorkAtTheSameTimeRunsAfterWhatWasQueued() {
    let scheduler = makeTenSecondScheduler()
    let log = Locked<[String]>([])
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in
      log.append("first")
      return scheduler.schedule(()) { _ in
        log.append("nested@\(scheduler.clock)")
        return Disposables.create()
      }
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note { log.append("second") })
    scheduler.start()
    XCTAssertEqual(log.value, ["first", "second", "nested@2"])
  }

  func testPastWorkRunsAtTheCurrentClockWhichNeverGoesBack() {
    let scheduler = makeTenSecondScheduler(initialClock: 7)
    let log = Locked<[Int]>([])
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note { log.append(scheduler.clock) })
    _ = scheduler.scheduleRelativeVirtual(
      (), dueTime: -3, action: note { log.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(log.value, [7, 7])
  }

  func testScheduleRelativeVirtualCountsFromTheClock() {
    let scheduler = makeTenSecondScheduler(initialClock: 4)
    let log = Locked<[Int]>([])
    _ = scheduler.scheduleRelativeVirtual(
      (), dueTime: 6, action: note { log.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(log.value, [10])
  }

  func testStartFromInsideWorkDoesNothingAndTheRunContinues() {
    let scheduler = makeTenSecondScheduler()
    let log = Locked<[Int]>([])
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      scheduler.start()
      scheduler.advanceTo(100)
      log.append(scheduler.clock)
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note { log.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(log.value, [1, 2])
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
    let ran = Locked(false)
    _ = scheduler.scheduleRelative((), dueTime: .never, action: note { ran.withLock { $0 = true } })
    XCTAssertEqual(
      scheduler.debugDescription, "VirtualTimeScheduler<TenSecondConverter>(clock: 0, pending: [])")
    scheduler.start()
    XCTAssertFalse(ran.value)
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
    // The scheduler's actions are @Sendable, so the run's state is behind a lock; each draw
    // from the generator is its own step, so the draws come in scheduling order.
    let run = Locked(MixedRun(generator: SplitMix64(seed: 7)))
    @Sendable func add(at time: Int, depth: Int) {
      let mine = run.withLock { run in
        defer { run.sequence += 1 }
        return run.sequence
      }
      let work = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
        let children = run.withLock { run in
          run.ran.append((scheduler.clock, mine))
          return depth < 2 ? Int(run.generator.next() % 3) : 0
        }
        for _ in 0..<children {
          let offset = run.withLock { Int($0.generator.next() % 4) }
          add(at: scheduler.clock + offset, depth: depth + 1)
        }
        return Disposables.create()
      }
      if run.withLock({ $0.generator.next() % 10 == 0 }) {
        work.dispose()
        run.withLock { _ = $0.cancelled.insert(mine) }
      }
    }
    for _ in 0..<3_000 { add(at: Int(run.withLock { $0.generator.next() } % 40), depth: 0) }
    scheduler.start()
    let (sequence, ran, cancelled) = run.withLock { ($0.sequence, $0.ran, $0.cancelled) }
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

/// The state of `testMixedSchedulingRunningAndCancellingKeepsTimeThenFIFOOrder`.
private struct MixedRun {
  var generator: SplitMix64
  var sequence = 0
  var ran: [(time: Int, sequence: Int)] = []
  var cancelled: Set<Int> = []
}
