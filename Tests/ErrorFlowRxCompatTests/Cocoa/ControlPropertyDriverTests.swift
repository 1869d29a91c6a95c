import ErrorFlowRxCompat
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

/// RxCocoa's ControlProperty+Driver.swift: `asDriver()` observes on the driver's scheduler and
/// replays the latest value; an error (which a control property must never send) is reported
/// and completes the driver.
final class ControlPropertyDriverTests: HooksRestoringTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  func testAsDriverReplaysTheLatestValue() {
    let values = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let late = scheduler.createObserver(Int.self)
    let lateSubscription = SingleAssignmentDisposable()
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<Int> in
        let driver = property.asDriver()
        self.scheduler.scheduleAt(230) { lateSubscription.setDisposable(driver.drive(late)) }
        self.scheduler.scheduleAt(500) { lateSubscription.dispose() }
        return driver
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(late.events, [.next(230, 2)])
  }

  func testAnErrorIsReportedAndCompletesTheDriver() {
    let values = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let reported = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { property.asDriver() }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(reported.value, ["TestError(1)"])
  }
}
