import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

final class SerialDispatchQueueSchedulerConcurrencyTests: CoreTestCase {
  private func allInitialisers() -> [SerialDispatchQueueScheduler] {
    [
      SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.named"),
      SerialDispatchQueueScheduler(queue: .global(), internalSerialQueueName: "test.serial.target"),
      SerialDispatchQueueScheduler(qos: .userInitiated),
    ]
  }

  func testRunsActionsOneAtATimeInScheduleOrder() {
    for scheduler in allInitialisers() {
      let log = SchedulerTestLog<String>()
      let done = expectation(description: "all actions ran")
      done.expectedFulfillmentCount = 100
      for index in 0..<100 {
        _ = scheduler.schedule(index) { index in
          log.append("start \(index)")
          log.append("end \(index)")
          done.fulfill()
          return Disposables.create()
        }
      }
      wait(for: [done], timeout: 5)
      let expected = (0..<100).flatMap { ["start \($0)", "end \($0)"] }
      XCTAssertEqual(log.values, expected)
    }
  }

  func testRunsOffTheCallingThread() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let ran = expectation(description: "ran")
    _ = scheduler.schedule(()) { _ in
      XCTAssertFalse(Thread.isMainThread)
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 5)
  }

  func testScheduleRelativeFiresAfterTheDelay() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let fired = expectation(description: "fired")
    let start = Date()
    let timer = scheduler.scheduleRelative(7, dueTime: .milliseconds(30)) { value in
      XCTAssertEqual(value, 7)
      XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.025)
      fired.fulfill()
      return Disposables.create()
    }
    wait(for: [fired], timeout: 5)
    timer.dispose()
  }

  func testDisposingATimerBeforeItFiresCancelsIt() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let log = SchedulerTestLog<String>()
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
      log.append("cancelled timer fired")
      return Disposables.create()
    }
    cancelled.dispose()
    let later = expectation(description: "a later timer fired")
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
      later.fulfill()
      return Disposables.create()
    }
    wait(for: [later], timeout: 5)
    XCTAssertEqual(log.values, [])
  }

  func testDisposingTheTimerDisposesWhatTheActionStarted() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    let started = BooleanDisposable()
    let fired = expectation(description: "fired")
    let timer = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      fired.fulfill()
      return started
    }
    wait(for: [fired], timeout: 5)
    let flushed = expectation(description: "queue flushed")
    _ = scheduler.schedule(()) { _ in
      flushed.fulfill()
      return Disposables.create()
    }
    wait(for: [flushed], timeout: 5)
    XCTAssertFalse(started.isDisposed)
    timer.dispose()
    XCTAssertTrue(started.isDisposed)
  }

  func testSchedulePeriodicThreadsStateAndStopsWhenDisposed() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.periodic")
    let ticks = SchedulerTestLog<Int>()
    let fifth = expectation(description: "five ticks")
    let periodic = SingleAssignmentDisposable()
    periodic.setDisposable(
      scheduler.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(2)) {
        state in
        ticks.append(state)
        if state == 14 {
          periodic.dispose()
          fifth.fulfill()
        }
        return state + 1
      })
    wait(for: [fifth], timeout: 5)
    let flushed = expectation(description: "later timer")
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      flushed.fulfill()
      return Disposables.create()
    }
    wait(for: [flushed], timeout: 5)
    XCTAssertEqual(ticks.values, [10, 11, 12, 13, 14])
  }

  func testNowIsTheWallClock() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
    XCTAssertEqual(scheduler.now.timeIntervalSinceNow, 0, accuracy: 1)
  }
}
