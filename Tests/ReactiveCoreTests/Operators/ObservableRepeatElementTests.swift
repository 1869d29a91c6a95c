import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableRepeatElementTests: CoreTestCase {
  func testRepeatElementWithTakeTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.repeatElement("ping").take(3) }
    XCTAssertEqual(
      res.events, [.next(200, "ping"), .next(200, "ping"), .next(200, "ping"), .completed(200)])
  }

  func testRepeatElementThroughSeveralOperatorsWithTakeTerminates() {
    let received = Locked<[Int]>([])
    Observable.repeatElement(1).scan(0, accumulator: +).filter { $0.isMultiple(of: 2) }.take(2)
      .subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [2, 4])
  }

  func testRepeatElementOnSchedulerRunsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 204) {
      Observable.repeatElement(7, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
  }
}
