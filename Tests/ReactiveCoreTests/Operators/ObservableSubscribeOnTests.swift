import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableSubscribeOnTests: CoreTestCase {
  func testSubscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let subscribedAt = Locked<TestTime>(-1)
    let disposedAt = Locked<TestTime>(-1)
    let xs = Observable<Int>.create { _ in
      subscribedAt.withLock { $0 = scheduler.clock }
      return Disposables.create { disposedAt.withLock { $0 = scheduler.clock } }
    }
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(subscribedAt.value, 201)
    XCTAssertEqual(disposedAt.value, 1001)
  }

  func testCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .error(300, testError)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
  }

  func testDisposeBeforeTheScheduledSubscriptionNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2)])
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { xs.subscribe(on: scheduler).subscribe(observer).dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }
}

/// `subscribe(on:)` on a real Dispatch scheduler.
final class ObservableSubscribeOnConcurrencyTests: CoreTestCase {
  func testSubscriptionAndDisposalRunOnTheScheduler() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribeOn")
    let subscribed = expectation(description: "subscribed off the main thread")
    let disposed = expectation(description: "disposed off the main thread")
    let source = Observable<Int>.create { observer in
      XCTAssertFalse(Thread.isMainThread)
      observer.onNext(1)
      subscribed.fulfill()
      return Disposables.create {
        XCTAssertFalse(Thread.isMainThread)
        disposed.fulfill()
      }
    }
    let values = SchedulerTestLog<Int>()
    let subscription = source.subscribe(on: scheduler).subscribe(onNext: { values.append($0) })
    wait(for: [subscribed], timeout: 5)
    subscription.dispose()
    wait(for: [disposed], timeout: 5)
    XCTAssertEqual(values.values, [1])
  }
}
