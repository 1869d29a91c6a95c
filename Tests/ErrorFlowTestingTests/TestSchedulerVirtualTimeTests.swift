import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// TestScheduler is RxTest's: a `VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>`,
/// with RxTest's processing delay and a converter that never traps.
final class TestSchedulerVirtualTimeTests: TestingTestCase {
  func testIsAVirtualTimeSchedulerOfTicks() {
    let scheduler = TestScheduler(initialClock: 40)
    let base: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = scheduler
    let log = Locked<[TestTime]>([])
    _ = base.scheduleRelativeVirtual((), dueTime: 10) { _ in
      log.append(base.clock)
      return Disposables.create()
    }
    base.start()
    XCTAssertEqual(log.value, [50])
    XCTAssertEqual(base.now, Date(timeIntervalSince1970: 50))
  }

  func testAdjustScheduledTimeIsRxTestsRule() {
    let delayed = TestScheduler(initialClock: 100)
    XCTAssertEqual(delayed.adjustScheduledTime(90), 101)
    XCTAssertEqual(delayed.adjustScheduledTime(100), 101)
    XCTAssertEqual(delayed.adjustScheduledTime(150), 150)
    let immediate = TestScheduler(initialClock: 100, simulateProcessingDelay: false)
    XCTAssertEqual(immediate.adjustScheduledTime(90), 100)
    XCTAssertEqual(immediate.adjustScheduledTime(150), 150)
  }

  func testScheduleAbsoluteVirtualIsNotAdjusted() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleAbsoluteVirtual((), time: 100) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, [100])
  }

  func testConverterRoundsHalfTicksUpAsRxTestDoes() {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 0.1)
    XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.04)), 20)
    XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.06)), 21)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(0.5), 5)
    XCTAssertEqual(converter.convertFromVirtualTimeInterval(5), 0.5, accuracy: 1e-12)
    XCTAssertEqual(
      converter.convertFromVirtualTime(20).timeIntervalSince1970, 2, accuracy: 1e-12)
    XCTAssertEqual(converter.offsetVirtualTime(200, offset: 10), 210)
    XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
    XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
    XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
  }

  func testConverterSaturatesInsteadOfTrapping() {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
    XCTAssertEqual(converter.offsetVirtualTime(.max, offset: 1), .max)
    XCTAssertEqual(converter.offsetVirtualTime(.min, offset: -1), .min)
    XCTAssertEqual(converter.convertToVirtualTime(.distantFuture), 64_092_211_200)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(1e300), .max)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(-1e300), .min)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(.nan), 0)
    let zero = TestSchedulerVirtualTimeConverter(resolution: 0)
    XCTAssertEqual(zero.convertToVirtualTimeInterval(1), .max)
  }

  func testWorkAtTheEndOfTimeDoesNotTrap() {
    let scheduler = TestScheduler(initialClock: .max - 1)
    let log = Locked<[TestTime]>([])
    _ = scheduler.scheduleRelativeVirtual((), dueTime: .max) { _ in
      log.append(scheduler.clock)
      return scheduler.schedule(()) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(Int.max)) { _ in
      log.append(scheduler.clock)
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(log.value, [.max, .max, .max])
  }

  func testDebugDescriptionNamesTheTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.scheduleAt(20) {}
    XCTAssertEqual(scheduler.debugDescription, "TestScheduler(clock: 0, pending: [20])")
  }
}
