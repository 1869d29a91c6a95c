import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// `MainScheduler` against the real main queue. XCTest runs tests on the main thread, and
/// `wait(for:timeout:)` runs the main run loop, which serves the main queue.
final class MainSchedulerConcurrencyTests: CoreTestCase {
  func testInstanceRunsAtOnceOnTheMainThread() {
    let log = SchedulerTestLog<String>()
    _ = MainScheduler.instance.schedule(()) { _ in
      log.append("action")
      return Disposables.create()
    }
    log.append("after schedule")
    XCTAssertEqual(log.values, ["action", "after schedule"])
  }

  func testInstanceDispatchesToMainFromABackgroundThread() {
    let ran = expectation(description: "ran on main")
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        XCTAssertTrue(Thread.isMainThread)
        ran.fulfill()
        return Disposables.create()
      }
    }
    wait(for: [ran], timeout: 5)
  }

  func testInstanceQueuesNestedWorkAfterTheCurrentAction() {
    let log = SchedulerTestLog<String>()
    let done = expectation(description: "nested action ran")
    _ = MainScheduler.instance.schedule(()) { _ in
      _ = MainScheduler.instance.schedule(()) { _ in
        log.append("nested")
        done.fulfill()
        return Disposables.create()
      }
      log.append("outer")
      return Disposables.create()
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(log.values, ["outer", "nested"])
  }

  func testAsyncInstanceAlwaysDispatches() {
    let log = SchedulerTestLog<String>()
    let ran = expectation(description: "ran")
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      XCTAssertTrue(Thread.isMainThread)
      log.append("action")
      ran.fulfill()
      return Disposables.create()
    }
    log.append("after schedule")
    wait(for: [ran], timeout: 5)
    XCTAssertEqual(log.values, ["after schedule", "action"])
  }

  func testDisposingBeforeTheActionRunsCancelsIt() {
    let log = SchedulerTestLog<String>()
    let pending = MainScheduler.asyncInstance.schedule(()) { _ in
      log.append("cancelled action")
      return Disposables.create()
    }
    pending.dispose()
    let marker = expectation(description: "later action")
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      marker.fulfill()
      return Disposables.create()
    }
    wait(for: [marker], timeout: 5)
    XCTAssertEqual(log.values, [])
  }

  func testScheduleRelativeRunsOnMainAfterTheDelay() {
    let ran = expectation(description: "timer fired")
    let start = Date()
    let timer = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
      XCTAssertTrue(Thread.isMainThread)
      XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.04)
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 5)
    timer.dispose()
  }

  func testSchedulePeriodicTicksOnMainUntilDisposed() {
    let ticks = SchedulerTestLog<Int>()
    let third = expectation(description: "three ticks")
    let periodic = SingleAssignmentDisposable()
    periodic.setDisposable(
      MainScheduler.instance.schedulePeriodic(
        0, startAfter: .milliseconds(5), period: .milliseconds(5)
      ) { state in
        ticks.append(state)
        if state == 2 {
          periodic.dispose()
          third.fulfill()
        }
        return state + 1
      })
    wait(for: [third], timeout: 5)
    XCTAssertEqual(ticks.values, [0, 1, 2])
  }

  func testObserveOnMainDeliversEventsSentFromBackgroundThreadsOnMainInOrder() {
    let subject = PublishSubject<Int>()
    let received = SchedulerTestLog<Int>()
    let completed = expectation(description: "completed")
    let subscription = subject.observe(on: MainScheduler.instance)
      .subscribe(
        onNext: { value in
          XCTAssertTrue(Thread.isMainThread)
          received.append(value)
        },
        onCompleted: { completed.fulfill() })
    DispatchQueue.global().async {
      for value in 0..<100 { subject.onNext(value) }
      subject.onCompleted()
    }
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(received.values, Array(0..<100))
    subscription.dispose()
  }
}
