import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableDebounceTests: CoreTestCase {
  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(150, 0), .next(200, 1), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5),
      .next(450, 6), end,
    ])
  }

  func testValuesFollowedByQuietTimeAllPass() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [.next(290, 2), .next(340, 3), .next(390, 4), .next(440, 5), .next(490, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testErrorAfterPassingValues() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(500, testError))
    let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(290, 2), .next(340, 3), .next(390, 4), .next(440, 5), .next(490, 6),
        .error(500, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testCompletionSendsThePendingValueFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(500, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testErrorDropsThePendingValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(500, testError))
    let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(500, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
    let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .error(300, testError)])
    let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testANewValueRestartsTheQuietTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, -1), .next(300, 0), .next(310, 1), .next(320, 2), .next(420, 3), .next(430, 4),
      .completed(600),
    ])
    let res = scheduler.start { xs.debounce(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(530, 4), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDisposeCancelsThePendingValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start(disposed: 370) { xs.debounce(.seconds(40), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(290, 2), .next(340, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  // Contract 3: a value sent from inside the observer is queued behind the current event.
  func testReentrantValueIsDebouncedAfterTheCurrentOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      subscription = subject.debounce(.seconds(10), scheduler: scheduler)
        .subscribe(onNext: { value in
          observer.onNext(value)
          if value == 1 { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2)])
  }
}

/// `debounce` on a real Dispatch scheduler.
final class ObservableDebounceConcurrencyTests: CoreTestCase {
  func testOnlyTheLastOfABurstIsSent() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.debounce")
    let subject = PublishSubject<Int>()
    let values = SchedulerTestLog<Int>()
    let received = expectation(description: "debounced value")
    let subscription = subject.debounce(.milliseconds(50), scheduler: scheduler)
      .subscribe(onNext: { value in
        values.append(value)
        received.fulfill()
      })
    // The burst runs on the scheduler's own serial queue, so no timer can fire in between.
    _ = scheduler.schedule(()) { _ in
      for value in 0..<10 { subject.onNext(value) }
      return Disposables.create()
    }
    wait(for: [received], timeout: 5)
    XCTAssertEqual(values.values, [9])
    subscription.dispose()
  }
}
