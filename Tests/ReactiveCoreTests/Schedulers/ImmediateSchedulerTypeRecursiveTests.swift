import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ImmediateSchedulerTypeRecursiveTests: CoreTestCase {
  func testRecursesOnTheTrampolineWithoutNesting() {
    let log = Locked<[String]>([])
    let depth = Locked(0)
    _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
      let now = depth.withLock { depth in
        depth += 1
        return depth
      }
      log.append("run \(value) at depth \(now)")
      if value < 2 { recurse(value + 1) }
      depth.add(-1)
    }
    XCTAssertEqual(log.value, ["run 0 at depth 1", "run 1 at depth 1", "run 2 at depth 1"])
  }

  func testEachRecursionIsAScheduledAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let runs = Locked<[TestTime]>([])
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRecursive(0) { value, recurse in
        runs.append(scheduler.clock)
        if value < 3 { recurse(value + 1) }
      }
    }
    scheduler.start()
    XCTAssertEqual(runs.value, [101, 102, 103, 104])
  }

  func testDisposeCancelsThePendingRun() {
    let scheduler = TestScheduler(initialClock: 0)
    let runs = Locked<[TestTime]>([])
    var recursion: Disposable?
    scheduler.scheduleAt(100) {
      recursion = scheduler.scheduleRecursive(()) { _, recurse in
        runs.append(scheduler.clock)
        recurse(())
      }
    }
    scheduler.scheduleAt(103) { recursion?.dispose() }
    scheduler.start()
    XCTAssertEqual(runs.value, [101, 102])
  }
}
