import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// RxSwift 6's VirtualSchedulerTest, ported case by case (same scheduler, same times), then
/// the ordering, re-entrancy and bad-input rules.
final class VirtualTimeSchedulerTests: CoreTestCase {
  private typealias Scheduler = TestVirtualScheduler

  /// RxSwift's fixture: at 10 s, note the clock and schedule work 20 s later and now.
  private func scheduleNestedWork(
    on scheduler: Scheduler, log: @escaping @Sendable (Int) -> Void,
    inside: @escaping @Sendable (Disposable, Disposable) -> Void = { _, _ in }
  ) {
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
      log(scheduler.clock)
      let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        log(scheduler.clock)
        return Disposables.create()
      }
      let now = scheduler.schedule(()) { _ in
        log(scheduler.clock)
        return Disposables.create()
      }
      inside(later, now)
      return Disposables.create()
    }
  }

  func testInitialClock() {
    let scheduler = TestVirtualScheduler(initialClock: 10)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 100))
    XCTAssertEqual(scheduler.clock, 10)
  }

  func testStart() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    scheduleNestedWork(on: scheduler) { times.append($0) }
    scheduler.start()
    XCTAssertEqual(times.value, [1, 1, 3])
    XCTAssertEqual(scheduler.adjustedCount, 3, "schedule and scheduleRelative are adjusted")
  }

  func testDisposeStart() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    scheduleNestedWork(
      on: scheduler, log: { times.append($0) },
      inside: { later, now in
        now.dispose()
        later.dispose()
      })
    scheduler.start()
    XCTAssertEqual(times.value, [1])
  }

  func testAdvanceToAfter() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    scheduleNestedWork(on: scheduler) { times.append($0) }
    scheduler.advanceTo(10)
    XCTAssertEqual(times.value, [1, 1, 3])
    XCTAssertEqual(scheduler.clock, 10)
  }

  func testAdvanceToBefore() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    scheduleNestedWork(on: scheduler) { times.append($0) }
    scheduler.advanceTo(1)
    XCTAssertEqual(times.value, [1, 1])
    XCTAssertEqual(scheduler.clock, 1)
  }

  func testDisposeAdvanceTo() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    scheduleNestedWork(
      on: scheduler, log: { times.append($0) },
      inside: { later, now in
        later.dispose()
        now.dispose()
      })
    scheduler.advanceTo(20)
    XCTAssertEqual(times.value, [1])
  }

  func testStop() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    scheduleNestedWork(
      on: scheduler, log: { times.append($0) },
      inside: { _, _ in scheduler.stop() })
    scheduler.start()
    XCTAssertEqual(times.value, [1])
    scheduler.start()
    XCTAssertEqual(times.value, [1, 1, 3], "start resumes where stop left off")
  }

  func testSleep() {
    let scheduler = TestVirtualScheduler()
    let times = Locked<[Int]>([])
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.clock)
      scheduler.sleep(10)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times.value, [1, 11, 13])
  }

  /// RxSwift's stress case, with a fixed pseudo-random sequence so a failure reproduces.
  func testStressRunsTwentyThousandItemsInTimeOrder() {
    let scheduler = TestVirtualScheduler()
    var generator = SplitMix64(seed: 12)
    let times = Locked<[Int]>([])
    let ticks = Locked<[Int]>([])
    for _ in 0..<20_000 {
      let random = Int(generator.next() % 10_000)
      times.append(random)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10 * random)) { _ in
        ticks.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(ticks.value, times.value.sorted())
  }
}
