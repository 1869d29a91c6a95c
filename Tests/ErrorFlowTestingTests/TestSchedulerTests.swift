import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class TestSchedulerTests: TestingTestCase {
  func testWorkRunsInTimeOrderAndMovesTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(300) { log.append("c@\(scheduler.clock)") }
    scheduler.scheduleAt(100) { log.append("a@\(scheduler.clock)") }
    scheduler.scheduleAt(200) { log.append("b@\(scheduler.clock)") }
    scheduler.start()
    XCTAssertEqual(log, ["a@100", "b@200", "c@300"])
    XCTAssertEqual(scheduler.clock, 300)
  }

  func testWorkDueAtTheSameTimeRunsFirstInFirstOut() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [Int] = []
    for index in 0..<20 {
      scheduler.scheduleAt(index % 2 == 0 ? 100 : 50) { log.append(index) }
    }
    scheduler.start()
    XCTAssertEqual(log, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18])
  }

  func testWorkScheduledDuringWorkAtTheSameTimeRunsAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(100) {
      log.append("first")
      scheduler.scheduleAt(100) { log.append("nested@\(scheduler.clock)") }
    }
    scheduler.scheduleAt(100) { log.append("second") }
    scheduler.start()
    XCTAssertEqual(log, ["first", "second", "nested@100"])
  }

  func testPastWorkRunsAtTheCurrentClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(200) {
      scheduler.scheduleAt(50) { log.append("late@\(scheduler.clock)") }
    }
    scheduler.start()
    XCTAssertEqual(log, ["late@200"])
  }

  func testScheduleRunsOneTickLaterWhenProcessingDelayIsSimulated() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(100) {
      _ = scheduler.schedule(()) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, [101, 101])
  }

  func testScheduleRunsAtTheSameTimeWithoutProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let log = Locked<[String]>([])
    scheduler.scheduleAt(100) {
      _ = scheduler.schedule(()) { _ in
        log.append("scheduled@\(scheduler.clock)")
        return Disposables.create()
      }
    }
    scheduler.scheduleAt(100) { log.append("queued@\(scheduler.clock)") }
    scheduler.start()
    XCTAssertEqual(log.value, ["queued@100", "scheduled@100"])
  }

  func testRelativeTimeUsesTheResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(10) {
      _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, [260, 1010])
    XCTAssertEqual(scheduler.now.timeIntervalSince1970, 1.01, accuracy: 1e-6)
  }

  func testNeverDueWorkNeverRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let ran = Locked(false)
    _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
      ran.withLock { $0 = true }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertFalse(ran.value)
    XCTAssertEqual(scheduler.clock, 0)
  }

  func testDisposedWorkDoesNotRunNorMoveTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    let ran = Locked(false)
    let work = scheduler.scheduleAbsoluteVirtual((), time: 500) { _ in
      ran.withLock { $0 = true }
      return Disposables.create()
    }
    scheduler.scheduleAt(100) { work.dispose() }
    scheduler.start()
    XCTAssertFalse(ran.value)
    XCTAssertEqual(scheduler.clock, 100)
  }

  func testDisposingRunWorkDisposesWhatItReturned() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = BooleanDisposable()
    let work = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in resource }
    scheduler.start()
    XCTAssertFalse(resource.isDisposed)
    work.dispose()
    XCTAssertTrue(resource.isDisposed)
  }

  func testAdvanceToRunsWorkUpToThatTimeAndSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    for time in [100, 200, 300] {
      scheduler.scheduleAt(time) { log.append(scheduler.clock) }
    }
    scheduler.advanceTo(200)
    XCTAssertEqual(log, [100, 200])
    XCTAssertEqual(scheduler.clock, 200)
    scheduler.advanceTo(250)
    XCTAssertEqual(log, [100, 200])
    XCTAssertEqual(scheduler.clock, 250)
    scheduler.start()
    XCTAssertEqual(log, [100, 200, 300])
  }

  func testAdvanceToInsideScheduledWorkDoesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(100) {
      scheduler.advanceTo(500)
      log.append("a@\(scheduler.clock)")
    }
    scheduler.scheduleAt(200) { log.append("b@\(scheduler.clock)") }
    scheduler.start()
    XCTAssertEqual(log, ["a@100", "b@200"])
  }

  func testStopEndsTheRunAfterTheCurrentWorkAndStartResumes() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(100) { log.append(scheduler.clock) }
    scheduler.scheduleAt(200) {
      log.append(scheduler.clock)
      scheduler.stop()
    }
    scheduler.scheduleAt(300) { log.append(scheduler.clock) }
    scheduler.start()
    XCTAssertEqual(log, [100, 200])
    XCTAssertEqual(scheduler.clock, 200)
    scheduler.start()
    XCTAssertEqual(log, [100, 200, 300])
  }

  func testStopDuringAdvanceToStillSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(100) { scheduler.stop() }
    // Weak: this work never runs, and a strong capture would keep the scheduler and its
    // queue alive after the test (TestingTestCase counts the queued item as leaked).
    scheduler.scheduleAt(150) { [weak scheduler] in log.append(scheduler?.clock ?? -1) }
    scheduler.advanceTo(200)
    XCTAssertEqual(log, [])
    XCTAssertEqual(scheduler.clock, 200)
  }

  func testSleepMovesTheClockWithoutRunningWork() {
    let scheduler = TestScheduler(initialClock: 10)
    var log: [TestTime] = []
    scheduler.scheduleAt(20) { log.append(scheduler.clock) }
    scheduler.sleep(50)
    XCTAssertEqual(scheduler.clock, 60)
    XCTAssertEqual(log, [])
    scheduler.sleep(-5)
    XCTAssertEqual(scheduler.clock, 60)
    scheduler.start()
    XCTAssertEqual(log, [60])
  }

  func testSleepInsideWorkDelaysLaterRelativeWork() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(100) {
      scheduler.sleep(30)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, [140])
  }

  func testPeriodicWorkRunsEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[String]>([])
    let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) {
      state in
      log.append("\(state)@\(scheduler.clock)")
      return state + 1
    }
    scheduler.scheduleAt(22) { periodic.dispose() }
    scheduler.start()
    XCTAssertEqual(log.value, ["0@10", "1@15", "2@20"])
  }

  func testDebugDescriptionListsPendingTimes() {
    let scheduler = TestScheduler(initialClock: 5)
    scheduler.scheduleAt(30) {}
    scheduler.scheduleAt(10) {}
    XCTAssertEqual(scheduler.debugDescription, "TestScheduler(clock: 5, pending: [10, 30])")
    scheduler.start()
    XCTAssertEqual(scheduler.debugDescription, "TestScheduler(clock: 30, pending: [])")
  }
}
