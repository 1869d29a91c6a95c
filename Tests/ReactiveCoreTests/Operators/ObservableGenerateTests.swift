import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableGenerateTests: CoreTestCase {
  func testGenerateSendsStatesWhileTheConditionHolds() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(initialState: 1, condition: { $0 < 30 }, iterate: { $0 * 3 })
    }
    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, 3), .next(200, 9), .next(200, 27), .completed(200)])
  }

  func testGenerateWithFalseInitialConditionCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(initialState: 0, condition: { $0 > 0 }, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testGenerateConditionThrowingSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0,
        condition: { value in
          if value == 2 { throw testError }
          return true
        }, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .error(200, testError)])
  }

  func testGenerateIterateThrowingSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { _ in true },
        iterate: { _ in throw testError })
    }
    XCTAssertEqual(res.events, [.next(200, 0), .error(200, testError)])
  }

  func testGenerateOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { $0 < 2 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .completed(203)])
  }

  func testGenerateOnSchedulerDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
  }

  func testInfiniteGenerateWithTakeTerminates() {
    let received = Locked<[Int]>([])
    Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 })
      .take(while: { $0 < 3 })
      .subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [0, 1, 2])
  }
}
