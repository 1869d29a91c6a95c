import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

final class ConcurrentDispatchQueueSchedulerConcurrencyTests: CoreTestCase {
  func testRunsEveryScheduledActionOffTheMainThread() {
    let schedulers = [
      ConcurrentDispatchQueueScheduler(queue: .global()),
      ConcurrentDispatchQueueScheduler(qos: .userInitiated),
    ]
    for scheduler in schedulers {
      let values = SchedulerTestLog<Int>()
      let done = expectation(description: "all ran")
      done.expectedFulfillmentCount = 50
      for index in 0..<50 {
        _ = scheduler.schedule(index) { index in
          XCTAssertFalse(Thread.isMainThread)
          values.append(index)
          done.fulfill()
          return Disposables.create()
        }
      }
      wait(for: [done], timeout: 5)
      XCTAssertEqual(values.values.sorted(), Array(0..<50))
    }
  }

  func testScheduleRelativeFiresAndCanBeCancelled() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let log = SchedulerTestLog<String>()
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      log.append("cancelled")
      return Disposables.create()
    }
    cancelled.dispose()
    let fired = expectation(description: "fired")
    let timer = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
      log.append("fired")
      fired.fulfill()
      return Disposables.create()
    }
    wait(for: [fired], timeout: 5)
    timer.dispose()
    XCTAssertEqual(log.values, ["fired"])
  }

  func testSchedulePeriodicRunsNeverOverlapping() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let ticks = SchedulerTestLog<Int>()
    let done = expectation(description: "ten ticks")
    let periodic = SingleAssignmentDisposable()
    periodic.setDisposable(
      scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
        state in
        ticks.append(state)
        if state == 9 {
          periodic.dispose()
          done.fulfill()
        }
        return state + 1
      })
    wait(for: [done], timeout: 5)
    XCTAssertEqual(ticks.values, Array(0..<10))
  }
}
