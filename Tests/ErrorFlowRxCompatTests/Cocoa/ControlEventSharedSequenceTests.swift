import ErrorFlowRxCompat
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

/// RxCocoa's ControlEvent+Driver.swift and ControlEvent+Signal.swift: a driver replays the
/// latest event, a signal does not; an error is reported and completes the sequence.
final class ControlEventSharedSequenceTests: HooksRestoringTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func lateSubscriber<S: SharedSequenceConvertibleType>(
    _ build: @escaping () -> S
  ) -> (early: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>]) where S.Element == Int {
    let late = scheduler.createObserver(Int.self)
    let lateSubscription = SingleAssignmentDisposable()
    let early = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Observable<Int> in
        let sequence = build().asObservable()
        self.scheduler.scheduleAt(230) { lateSubscription.setDisposable(sequence.subscribe(late)) }
        self.scheduler.scheduleAt(500) { lateSubscription.dispose() }
        return sequence
      }
    }
    return (early.events, late.events)
  }

  func testAsDriverReplaysTheLatestEvent() {
    let events = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let (early, late) = lateSubscriber { ControlEvent(events: events).asDriver() }
    XCTAssertEqual(early, [.next(210, 1), .next(220, 2), .next(240, 3)])
    XCTAssertEqual(late, [.next(230, 2), .next(240, 3)])
  }

  func testAsSignalReplaysNothing() {
    let events = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let (early, late) = lateSubscriber { ControlEvent(events: events).asSignal() }
    XCTAssertEqual(early, [.next(210, 1), .next(220, 2), .next(240, 3)])
    XCTAssertEqual(late, [.next(240, 3)])
  }

  func testAnErrorIsReportedAndCompletesBoth() {
    let events = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
    let reported = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
    let driver = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { ControlEvent(events: events).asDriver() }
    }
    XCTAssertEqual(driver.events, [.next(210, 1), .completed(220)])
    let other = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let failing = other.createHotObservable([Recorded<Event<Int>>.error(210, TestError(2))])
    let signal = SharingScheduler.mock(scheduler: other) {
      other.start { ControlEvent(events: failing).asSignal() }
    }
    XCTAssertEqual(signal.events, [.completed(210)])
    XCTAssertEqual(reported.value, ["TestError(1)", "TestError(2)"])
  }
}
