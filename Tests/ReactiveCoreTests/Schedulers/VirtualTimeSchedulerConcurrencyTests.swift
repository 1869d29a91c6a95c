import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// A virtual-time scheduler is driven from one thread, but operators may schedule on it from
/// others: that must neither lose work nor break the time-then-FIFO order.
final class VirtualTimeSchedulerConcurrencyTests: CoreTestCase {
  func testWorkScheduledAndCancelledFromManyThreadsRunsInTimeThenSchedulingOrder() {
    let scheduler = HistoricalScheduler()
    let log = SchedulerTestLog<(thread: Int, index: Int)>()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<100 {
        let work = scheduler.scheduleRelative((), dueTime: .seconds(index % 10)) { _ in
          log.append((thread, index))
          return Disposables.create()
        }
        if index % 25 == 24 { work.dispose() }
      }
    }
    scheduler.start()
    let entries = log.values
    XCTAssertEqual(entries.count, 8 * 96)
    XCTAssertEqual(entries.map { $0.index % 10 }, entries.map { $0.index % 10 }.sorted())
    for thread in 0..<8 {
      let own = entries.filter { $0.thread == thread }.map(\.index)
      let expected = (0..<100).filter { $0 % 25 != 24 }.sorted { ($0 % 10, $0) < ($1 % 10, $1) }
      XCTAssertEqual(own, expected, "thread \(thread)")
    }
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 9))
  }

  func testASecondDriverReturnsAtOnceInsteadOfRunningTheSameWork() {
    let scheduler = HistoricalScheduler()
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let log = SchedulerTestLog<String>()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      entered.signal()
      release.wait()
      log.append("first")
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
      log.append("second")
      return Disposables.create()
    }
    let driven = expectation(description: "the first run ended")
    DispatchQueue.global().async {
      scheduler.start()
      driven.fulfill()
    }
    entered.wait()
    scheduler.start()
    scheduler.advanceTo(Date(timeIntervalSince1970: 100))
    log.append("second driver returned")
    release.signal()
    wait(for: [driven], timeout: 5)
    XCTAssertEqual(log.values, ["second driver returned", "first", "second"])
  }
}
