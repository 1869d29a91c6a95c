import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// RxSwift 6's HistoricalSchedulerTest, ported case by case (same times), plus its converter.
final class HistoricalSchedulerTests: CoreTestCase {
  private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  /// RxSwift's fixture: at 10 s, note the time and schedule work 20 s later and now.
  private func scheduleNestedWork(
    on scheduler: HistoricalScheduler, log: @escaping @Sendable (Date) -> Void,
    inside: @escaping @Sendable (Disposable, Disposable) -> Void = { _, _ in }
  ) {
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
      log(scheduler.now)
      let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        log(scheduler.now)
        return Disposables.create()
      }
      let now = scheduler.schedule(()) { _ in
        log(scheduler.now)
        return Disposables.create()
      }
      inside(later, now)
      return Disposables.create()
    }
  }

  func testInitialClock() {
    let scheduler = HistoricalScheduler(initialClock: date(10))
    XCTAssertEqual(scheduler.now, date(10))
    XCTAssertEqual(scheduler.clock, date(10))
    XCTAssertEqual(HistoricalScheduler().clock, date(0), "the Unix epoch by default")
  }

  func testStart() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    scheduleNestedWork(on: scheduler) { times.append($0) }
    scheduler.start()
    XCTAssertEqual(times.value, [date(10), date(10), date(30)])
  }

  func testDisposeStart() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    scheduleNestedWork(
      on: scheduler, log: { times.append($0) },
      inside: { later, now in
        now.dispose()
        later.dispose()
      })
    scheduler.start()
    XCTAssertEqual(times.value, [date(10)])
  }

  func testAdvanceToAfter() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    scheduleNestedWork(on: scheduler) { times.append($0) }
    scheduler.advanceTo(date(100))
    XCTAssertEqual(times.value, [date(10), date(10), date(30)])
    XCTAssertEqual(scheduler.now, date(100))
  }

  func testAdvanceToBefore() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    scheduleNestedWork(on: scheduler) { times.append($0) }
    scheduler.advanceTo(date(10))
    XCTAssertEqual(times.value, [date(10), date(10)])
  }

  func testDisposeAdvanceTo() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    scheduleNestedWork(
      on: scheduler, log: { times.append($0) },
      inside: { later, now in
        later.dispose()
        now.dispose()
      })
    scheduler.advanceTo(date(200))
    XCTAssertEqual(times.value, [date(10)])
  }

  func testStop() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    scheduleNestedWork(
      on: scheduler, log: { times.append($0) },
      inside: { _, _ in scheduler.stop() })
    scheduler.start()
    XCTAssertEqual(times.value, [date(10)])
  }

  func testSleep() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.now)
      scheduler.sleep(100)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times.value, [date(10), date(110), date(130)])
  }

  func testSubSecondDelaysKeepTheirPrecision() {
    let scheduler = HistoricalScheduler()
    let times = Locked<[Date]>([])
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
      times.append(scheduler.now)
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times.value, [date(1.5)])
  }

  func testDelayReplaysRecordedDataInHistoricalTime() {
    let scheduler = HistoricalScheduler(initialClock: date(1_000))
    let log = Locked<[String]>([])
    let subscription = Observable.of(1, 2)
      .delay(.seconds(60), scheduler: scheduler)
      .subscribe(onNext: { log.append("\($0)@\(scheduler.now.timeIntervalSince1970)") })
    scheduler.start()
    XCTAssertEqual(log.value, ["1@1060.0", "2@1060.0"])
    subscription.dispose()
  }

  func testConverterIsTheIdentityOnDatesAndSeconds() {
    let converter = HistoricalSchedulerTimeConverter()
    XCTAssertEqual(converter.convertFromVirtualTime(date(5)), date(5))
    XCTAssertEqual(converter.convertToVirtualTime(date(5)), date(5))
    XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
    XCTAssertEqual(converter.offsetVirtualTime(date(10), offset: 5), date(15))
    XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
    XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
    XCTAssertEqual(converter.compareVirtualTime(date(3), date(2)), .greaterThan)
  }
}
