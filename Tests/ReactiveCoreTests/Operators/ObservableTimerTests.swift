import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableTimerTests: CoreTestCase {
  func testTimerSendsZeroAndCompletesAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
  }

  func testTimerWithZeroDueTimeFiresAfterTheProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
  }

  func testTimerDisposedBeforeTheDueTimeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 400) {
      Observable<Int>.timer(.seconds(300), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func testTimerWithAPeriodCountsUpUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int64>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events,
      [
        .next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3), .next(650, 4), .next(750, 5),
        .next(850, 6), .next(950, 7),
      ])
  }

  func testIntervalCountsUpEveryPeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5),
        .next(900, 6),
      ]
    )
  }

  func testIntervalWithAZeroPeriodTicksEveryProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 210) {
      Observable<Int>.interval(.seconds(0), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, (0..<9).map { .next(201 + $0, $0) })
  }

  func testIntervalStopsWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 650) {
      Observable<Int>.interval(.seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3)])
  }

  func testIntervalTicksAreIndependentPerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticks = Observable<Int>.interval(.seconds(100), scheduler: scheduler)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(0) { bag.insert(ticks.subscribe(first)) }
    scheduler.scheduleAt(150) { bag.insert(ticks.subscribe(second)) }
    scheduler.scheduleAt(320) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(100, 0), .next(200, 1), .next(300, 2)])
    XCTAssertEqual(second.events, [.next(250, 0)])
  }
}

/// `interval` and `timer` on real Dispatch schedulers.
final class ObservableTimerConcurrencyTests: CoreTestCase {
  func testIntervalOnASerialQueueCountsUp() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.interval")
    let values = SchedulerTestLog<Int>()
    let fifth = expectation(description: "five values")
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      Observable<Int>.interval(.milliseconds(2), scheduler: scheduler)
        .subscribe(onNext: { value in
          values.append(value)
          if value == 4 {
            subscription.dispose()
            fifth.fulfill()
          }
        }))
    wait(for: [fifth], timeout: 5)
    XCTAssertEqual(values.values, [0, 1, 2, 3, 4])
  }

  func testOneShotTimerOnAConcurrentQueueSendsZeroThenCompletes() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let events = SchedulerTestLog<String>()
    let completed = expectation(description: "completed")
    let subscription = Observable<UInt8>.timer(.milliseconds(5), scheduler: scheduler)
      .subscribe(
        onNext: { events.append("next \($0)") },
        onCompleted: {
          events.append("completed")
          completed.fulfill()
        })
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(events.values, ["next 0", "completed"])
    subscription.dispose()
  }
}
