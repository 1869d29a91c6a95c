import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// `observe(on:)` in virtual time: the generic path, one scheduled action per event, each
/// taking the TestScheduler's one-tick processing delay.
final class ObservableObserveOnTests: CoreTestCase {
  func testDeliversEachEventOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(230),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .completed(231)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testKeepsOrderWhenEventsQueueUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(212)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
  }

  func testEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.completed(301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .error(221, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  // Contract 4: an event still waiting on the scheduler is not delivered after dispose.
  func testDisposeDropsTheEventStillWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start(disposed: 220) { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  // Contract 3: a value sent from inside the observer is delivered after the current one.
  func testReentrantSendIsDeliveredAfterTheCurrentEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
        observer.onNext(value)
        if value == 1 { subject.onNext(2) }
      })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(211, 1), .next(212, 2)])
  }

  func testOnTheCurrentThreadSchedulerDeliversAtOnce() {
    let subject = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = subject.observe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received.value, [1, 2])
    subscription.dispose()
  }
}

/// `observe(on:)` on real Dispatch schedulers: both the serial-queue path and the generic
/// queue-and-reschedule path.
final class ObservableObserveOnConcurrencyTests: CoreTestCase {
  private struct Tagged: Equatable {
    let sender: Int
    let index: Int
  }

  private func schedulers() -> [any ImmediateSchedulerType] {
    [
      SerialDispatchQueueScheduler(internalSerialQueueName: "test.observeOn.serial"),
      ConcurrentDispatchQueueScheduler(qos: .userInitiated),
    ]
  }

  // Contract 2: events sent from four threads at once are delivered one at a time, each
  // sender's events in the order it sent them, and none is lost.
  func testDeliversConcurrentSendsSeriallyAndInOrderPerSender() {
    for scheduler in schedulers() {
      let subject = PublishSubject<Tagged>()
      let received = SchedulerTestLog<Tagged>()
      let inFlight = SchedulerTestLog<Int>()
      let busy = Locked<Int>(0)
      let all = expectation(description: "all delivered")
      all.expectedFulfillmentCount = 1_000
      let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
        busy.withLock { busy in
          busy += 1
          inFlight.append(busy)
        }
        received.append(value)
        busy.add(-1)
        all.fulfill()
      })
      DispatchQueue.concurrentPerform(iterations: 4) { sender in
        for index in 0..<250 { subject.onNext(Tagged(sender: sender, index: index)) }
      }
      wait(for: [all], timeout: 10)
      subscription.dispose()
      XCTAssertEqual(inFlight.values.max(), 1)
      let values = received.values
      XCTAssertEqual(values.count, 1_000)
      for sender in 0..<4 {
        XCTAssertEqual(values.filter { $0.sender == sender }.map(\.index), Array(0..<250))
      }
    }
  }

  // Contract 4: disposing stops deliveries still waiting on the scheduler.
  func testDisposingStopsPendingDeliveries() {
    for scheduler in schedulers() {
      let subject = PublishSubject<Int>()
      let events = SchedulerTestLog<Event<Int>>()
      let blocking = expectation(description: "first value is being handled")
      let handled = expectation(description: "first value handled")
      let unblock = DispatchSemaphore(value: 0)
      let subscription = subject.observe(on: scheduler).subscribe { event in
        if case .next(0) = event {
          blocking.fulfill()
          _ = unblock.wait(timeout: .now() + 5)
          events.append(event)
          handled.fulfill()
          return
        }
        events.append(event)
      }
      subject.onNext(0)
      wait(for: [blocking], timeout: 5)
      subject.onNext(1)
      subject.onCompleted()
      subscription.dispose()
      unblock.signal()
      wait(for: [handled], timeout: 5)
      let drained = expectation(description: "scheduler drained")
      _ = scheduler.schedule(()) { _ in
        drained.fulfill()
        return Disposables.create()
      }
      wait(for: [drained], timeout: 5)
      XCTAssertEqual(events.values.count, 1)
      XCTAssertEqual(events.values.first?.element, 0)
    }
  }

  func testDeliversOnTheSchedulersQueue() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observeOn.queue")
    let queueCheck = expectation(description: "on queue")
    let subject = PublishSubject<Int>()
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in
      XCTAssertFalse(Thread.isMainThread)
      queueCheck.fulfill()
    })
    subject.onNext(1)
    wait(for: [queueCheck], timeout: 5)
    subscription.dispose()
  }

  func testTerminalEventIsDeliveredAfterTheValuesAndReleasesTheSubscription() {
    for scheduler in schedulers() {
      let subject = PublishSubject<Int>()
      let events = SchedulerTestLog<String>()
      let completed = expectation(description: "completed")
      let subscription = subject.observe(on: scheduler).subscribe(
        onNext: { events.append("next \($0)") },
        onCompleted: {
          events.append("completed")
          completed.fulfill()
        })
      subject.onNext(1)
      subject.onNext(2)
      subject.onCompleted()
      subject.onNext(3)
      wait(for: [completed], timeout: 5)
      XCTAssertEqual(events.values, ["next 1", "next 2", "completed"])
      subscription.dispose()
    }
  }
}
