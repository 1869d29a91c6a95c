import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableThrottleTests: CoreTestCase {
  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?)
    -> TestableObservable<Int>
  {
    let values: [Recorded<Event<Int>>] = [
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
      .next(450, 7),
    ]
    return scheduler.createHotObservable(values + (end.map { [$0] } ?? []))
  }

  // MARK: latest: false

  func testNotLatestDropsValuesInsideThePeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testNotLatestNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testNotLatestEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testNotLatestError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
      .error(410, testError), .next(450, 7), .completed(500),
    ])
    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(410, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
  }

  func testNotLatestNoEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: nil)
    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testNotLatestDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start(disposed: 400) {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  // MARK: latest: true

  func testLatestSendsTheLastDroppedValueWhenThePeriodEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testLatestCompletedAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(900))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
  }

  func testLatestNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testLatestEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testLatestErrorDropsThePendingValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
      .error(410, testError), .next(450, 7), .completed(500),
    ])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .error(410, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
  }

  func testLatestNoEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: nil)
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testLatestDisposeCancelsThePendingValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start(disposed: 600) { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testLatestWithMillisecondsMeasuresThePeriodInTheSameUnit() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.throttle(.milliseconds(200_000), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
  }
}

/// `throttle` on a real Dispatch scheduler.
final class ObservableThrottleConcurrencyTests: CoreTestCase {
  func testLatestSendsTheFirstAndTheLastOfABurst() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.throttle")
    let subject = PublishSubject<Int>()
    let events = SchedulerTestLog<String>()
    let completed = expectation(description: "completed")
    let subscription = subject.throttle(.milliseconds(50), scheduler: scheduler)
      .subscribe(
        onNext: { events.append("next \($0)") },
        onCompleted: {
          events.append("completed")
          completed.fulfill()
        })
    // The burst runs on the scheduler's own serial queue, so no timer can fire in between.
    _ = scheduler.schedule(()) { _ in
      for value in 0..<10 { subject.onNext(value) }
      subject.onCompleted()
      return Disposables.create()
    }
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(events.values, ["next 0", "next 9", "completed"])
    subscription.dispose()
  }
}
