import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

final class CurrentThreadSchedulerTests: CoreTestCase {
  func testRunsTheFirstActionAtOnce() {
    let log = Locked<[String]>([])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
      log.append("action")
      return Disposables.create()
    }
    log.append("after")
    XCTAssertEqual(log.value, ["action", "after"])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }

  func testQueuesNestedActionsAndRunsThemInOrderAfterTheCurrentOne() {
    let log = Locked<[String]>([])
    let scheduler = CurrentThreadScheduler.instance
    _ = scheduler.schedule(()) { _ in
      _ = scheduler.schedule(()) { _ in
        _ = scheduler.schedule(()) { _ in
          log.append("third")
          return Disposables.create()
        }
        log.append("second")
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        log.append("second bis")
        return Disposables.create()
      }
      log.append("first")
      return Disposables.create()
    }
    XCTAssertEqual(log.value, ["first", "second", "second bis", "third"])
  }

  func testDisposingAQueuedActionSkipsIt() {
    let log = Locked<[String]>([])
    let scheduler = CurrentThreadScheduler.instance
    _ = scheduler.schedule(()) { _ in
      let skipped = scheduler.schedule(()) { _ in
        log.append("skipped")
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        log.append("kept")
        return Disposables.create()
      }
      skipped.dispose()
      return Disposables.create()
    }
    XCTAssertEqual(log.value, ["kept"])
  }

  func testEachThreadHasItsOwnTrampoline() {
    let done = expectation(description: "background action ran")
    let outerFinished = Locked(false)
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      DispatchQueue.global().async {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
          done.fulfill()
          return Disposables.create()
        }
      }
      outerFinished.withLock { $0 = true }
      return Disposables.create()
    }
    wait(for: [done], timeout: 5)
    XCTAssertTrue(outerFinished.value)
  }
}
