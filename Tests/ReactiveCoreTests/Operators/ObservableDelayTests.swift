import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableDelayTests: CoreTestCase {
  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
  }

  func testShiftsValuesAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(550))
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testShorterThanTheGaps() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(550))
    let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testLongerThanTheGaps() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(550))
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testEmptyDelaysTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testErrorIsSentAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testErrorAfterAllValuesWereSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(550, testError))
    let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testErrorDropsTheValuesStillWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(550, testError))
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testEveryEventIsShiftedByTheSameAmount() {
    let scheduler = TestScheduler(initialClock: 0)
    let messages: [Recorded<Event<Int>>] = [
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ]
    let xs = scheduler.createHotObservable(messages)
    let res = scheduler.start { xs.delay(.seconds(42), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      messages.map { Recorded(time: $0.time + 42, value: $0.value) }.filter { $0.time > 200 })
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDisposeDropsTheValuesStillWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(550))
    let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }
}

/// `delay` on a real Dispatch scheduler, with values sent from another thread.
final class ObservableDelayConcurrencyTests: CoreTestCase {
  func testValuesSentFromAnotherThreadArriveInOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let subject = PublishSubject<Int>()
    let values = SchedulerTestLog<Int>()
    let completed = expectation(description: "completed")
    let subscription = subject.delay(.milliseconds(10), scheduler: scheduler)
      .subscribe(onNext: { values.append($0) }, onCompleted: { completed.fulfill() })
    DispatchQueue.global().async {
      for value in 1...20 { subject.onNext(value) }
      subject.onCompleted()
    }
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(values.values, Array(1...20))
    subscription.dispose()
  }

  func testErrorWhileAValueIsBeingDeliveredFollowsIt() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let subject = PublishSubject<Int>()
    let events = SchedulerTestLog<String>()
    let delivering = expectation(description: "value is being delivered")
    let failed = expectation(description: "error received")
    let unblock = DispatchSemaphore(value: 0)
    let subscription = subject.delay(.milliseconds(1), scheduler: scheduler)
      .subscribe(
        onNext: { value in
          delivering.fulfill()
          _ = unblock.wait(timeout: .now() + 5)
          events.append("next \(value)")
        },
        onError: { _ in
          events.append("error")
          failed.fulfill()
        })
    subject.onNext(1)
    wait(for: [delivering], timeout: 5)
    subject.onError(testError)
    unblock.signal()
    wait(for: [failed], timeout: 5)
    XCTAssertEqual(events.values, ["next 1", "error"])
    subscription.dispose()
  }
}
