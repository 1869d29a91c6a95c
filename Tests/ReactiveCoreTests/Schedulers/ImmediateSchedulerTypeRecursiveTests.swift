import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ImmediateSchedulerTypeRecursiveTests: CoreTestCase {
  func testRecursesOnTheTrampolineWithoutNesting() {
    var log: [String] = []
    var depth = 0
    _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
      depth += 1
      log.append("run \(value) at depth \(depth)")
      if value < 2 { recurse(value + 1) }
      depth -= 1
    }
    XCTAssertEqual(log, ["run 0 at depth 1", "run 1 at depth 1", "run 2 at depth 1"])
  }

  func testEachRecursionIsAScheduledAction() {
    let scheduler = TestScheduler(initialClock: 0)
    var runs: [TestTime] = []
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRecursive(0) { value, recurse in
        runs.append(scheduler.clock)
        if value < 3 { recurse(value + 1) }
      }
    }
    scheduler.start()
    XCTAssertEqual(runs, [101, 102, 103, 104])
  }

  func testDisposeCancelsThePendingRun() {
    let scheduler = TestScheduler(initialClock: 0)
    var runs: [TestTime] = []
    var recursion: Disposable?
    scheduler.scheduleAt(100) {
      recursion = scheduler.scheduleRecursive(()) { _, recurse in
        runs.append(scheduler.clock)
        recurse(())
      }
    }
    scheduler.scheduleAt(103) { recursion?.dispose() }
    scheduler.start()
    XCTAssertEqual(runs, [101, 102])
  }
}
