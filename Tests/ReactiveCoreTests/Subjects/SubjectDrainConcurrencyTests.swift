import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// "A sender is never trapped", and the trade-off kept for other senders
/// (see the Reliability article): a thread that finds a delivery under way only queues its
/// event and returns — it runs no observer code, whatever the deliverer is doing; the
/// deliverer returns as soon as the queue is empty, having delivered exactly what was queued
/// before that, and nothing is left undelivered once every caller has returned. Asserted as
/// counts of deliveries per thread, not as time. What churn may not make a sender do is in
/// `SubjectSenderHoldConcurrencyTests`.
final class SubjectDrainConcurrencyTests: CoreTestCase {
  // Never trapped: while a subscriber's current value is being delivered (its handler blocked),
  // another thread sends `count` values: each `onNext` returns at once, delivering nothing
  // on the sender's thread. The subscriber's thread then delivers exactly those values, in
  // order, and `subscribe` returns with nothing left queued.
  func testSendersQueueAndReturnWhileAnotherThreadDeliversWhichThenDeliversExactlyThat() {
    let count = 2_000
    let subject = BehaviorSubject(value: 0)
    let log = DrainLog()
    let senderStarted = DispatchSemaphore(value: 0)
    let senderReturned = DispatchSemaphore(value: 0)
    let subscribed = expectation(description: "subscribe returned")
    let subscription = SingleAssignmentDisposable()
    let received = SubjectTestCounter()
    DispatchQueue.global().async {
      // The thread's identity: it stays valid, the thread runs this block until the end.
      let subscriberThread = ObjectIdentifier(Thread.current)
      subscription.setDisposable(
        subject.subscribe(onNext: { value in
          log.record(
            value, onSubscriberThread: ObjectIdentifier(Thread.current) == subscriberThread)
          if value == 0 {
            senderStarted.signal()
            senderReturned.wait()
          }
        }))
      received.set(log.values.count)
      subscribed.fulfill()
    }
    DispatchQueue.global().async {
      senderStarted.wait()
      for value in 1...count { subject.onNext(value) }
      senderReturned.signal()
    }
    wait(for: [subscribed], timeout: 60)
    XCTAssertEqual(received.value, count + 1, "subscribe returned with values still queued")
    XCTAssertEqual(log.onSubscriberThread, count + 1, "the deliverer delivered what was queued")
    XCTAssertEqual(log.values, Array(0...count), "every value once, in order")
    XCTAssertEqual(log.overlaps, 0)
    subscription.dispose()
  }

  // Never trapped: threads churning subscribe and dispose on a `PublishSubject` (nothing to replay)
  // while a delivery is under way only record their changes: none of them runs observer
  // code, and the deliverer returns with the registry settled (no subscriber left behind).
  func testSubscribeAndDisposeChurnDuringADeliveryRunsNoObserverCodeOnTheChurningThreads() {
    let subject = PublishSubject<Int>()
    let churned = DispatchSemaphore(value: 0)
    let inHandler = DispatchSemaphore(value: 0)
    let wrongThread = SubjectTestCounter()
    let first = subject.subscribe(onNext: { _ in
      inHandler.signal()
      churned.wait()
      churned.wait()
    })
    let group = DispatchGroup()
    for _ in 0..<2 {
      group.enter()
      DispatchQueue.global().async {
        inHandler.wait()
        inHandler.signal()
        for _ in 0..<500 {
          subject.subscribe(onNext: { _ in wrongThread.increment() }).dispose()
        }
        churned.signal()
        group.leave()
      }
    }
    subject.onNext(1)
    XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
    XCTAssertEqual(wrongThread.value, 0, "a churned subscriber received a value")
    first.dispose()
    XCTAssertFalse(subject.hasObservers)
  }
}

/// What the observer of a drain test saw; safe to use from any thread.
private final class DrainLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int] = []
  private var onSubscriber = 0
  private var inHandler = 0
  private var overlapCount = 0

  var values: [Int] { lock.withLock { storage } }
  var onSubscriberThread: Int { lock.withLock { onSubscriber } }
  var overlaps: Int { lock.withLock { overlapCount } }

  func record(_ value: Int, onSubscriberThread: Bool) {
    lock.withLock {
      inHandler += 1
      if inHandler > 1 { overlapCount += 1 }
      storage.append(value)
      if onSubscriberThread { onSubscriber += 1 }
    }
    lock.withLock { inHandler -= 1 }
  }
}
