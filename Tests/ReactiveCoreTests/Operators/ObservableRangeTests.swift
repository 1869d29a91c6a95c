import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableRangeTests: CoreTestCase {
  func testRangeSendsConsecutiveIntegers() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 3) }
    XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
  }

  func testRangeWithZeroCountCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 0) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testRangeWithNegativeCountFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: -1) }
    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
  }

  func testRangePastTheMaximumFailsWithOverflow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: Int8.max - 1, count: 3) }
    XCTAssertEqual(
      res.events, [.next(200, 126), .next(200, 127), .error(200, RxError.overflow)])
  }

  func testRangeOnSchedulerSendsOnePerAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 1, count: 2, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testRangeOnSchedulerDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 202) {
      Observable.range(start: 1, count: 100, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 1)])
  }

  func testHugeRangeWithTakeEndsQuickly() {
    let received = Locked<[Int]>([])
    Observable.range(start: 0, count: Int.max).take(3)
      .subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [0, 1, 2])
  }
}
