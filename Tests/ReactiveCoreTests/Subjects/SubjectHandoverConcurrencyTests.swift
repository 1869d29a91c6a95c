import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// Issue 10 item 12, "a sender is never trapped": a thread that became a subject's deliverer
/// makes at most `SubjectDispatcher.handoverBatch` deliveries of work other threads queued,
/// then hands the rest over and returns — still one delivery at a time, in order (contracts 2
/// and 3). The bound is asserted as a count of deliveries made on that thread, not as time.
final class SubjectHandoverConcurrencyTests: CoreTestCase {
  // Item 12: a subscriber that became the deliverer (its current value) while another thread
  // floods `onNext` returns after a bounded batch; the flooding thread stops only once it
  // has. Before the fix it stayed until the flood ended (here: the cap), delivering it all.
  func testASubscriberThatBecameTheDelivererReturnsWhileAnotherThreadFloods() {
    let cap = 100_000
    let subject = BehaviorSubject(value: 0)
    let log = HandoverLog()
    let subscriberReturned = SubjectTestCounter()
    let floodStarted = DispatchSemaphore(value: 0)
    let queuedEnough = DispatchSemaphore(value: 0)
    let allDelivered = expectation(description: "the flood and the sentinel delivered")
    let subscription = SingleAssignmentDisposable()
    DispatchQueue.global().async {
      let me = ThreadIdentity.current
      subscription.setDisposable(
        subject.subscribe(onNext: { value in
          // Inside `subscribe`: once it returned, the same pooled thread may run the worker.
          log.record(
            value, onSubscriberThread: ThreadIdentity.current == me && subscriberReturned.value == 0
          )
          if value == 0 {
            floodStarted.signal()
            queuedEnough.wait()
          }
          if value == -1 { allDelivered.fulfill() }
        }))
      subscriberReturned.increment()
    }
    let sentCount = SubjectTestCounter()
    DispatchQueue.global().async {
      floodStarted.wait()
      while subscriberReturned.value == 0, sentCount.value < cap {
        let value = sentCount.increment()
        subject.onNext(value)
        if value == 1_000 { queuedEnough.signal() }
      }
      subject.onNext(-1)
    }
    wait(for: [allDelivered], timeout: 60)
    subscription.dispose()
    let sent = sentCount.value
    XCTAssertLessThan(sent, cap, "the flood stopped only at its cap: the subscriber was trapped")
    XCTAssertLessThanOrEqual(log.onSubscriberThread, SubjectDispatcher<Int>.handoverBatch)
    XCTAssertEqual(log.values, Array(0...sent) + [-1], "every value once, in order")
    XCTAssertEqual(log.overlaps, 0)
  }

  // Item 12: work a thread queues itself (sends from its own handlers) is never handed over:
  // single-threaded code gets every delivery on its own thread, before `onNext` returns.
  func testReentrantWorkOfTheDeliveringThreadStaysOnIt() {
    let subject = PublishSubject<Int>()
    let me = ThreadIdentity.current
    var values: [Int] = []
    var elsewhere = 0
    let subscription = subject.subscribe(onNext: { value in
      if ThreadIdentity.current != me { elsewhere += 1 }
      values.append(value)
      if value < 1_000 { subject.onNext(value + 1) }
    })
    subject.onNext(0)
    XCTAssertEqual(values, Array(0...1_000))
    XCTAssertEqual(elsewhere, 0)
    subscription.dispose()
  }
}

/// What the observer of the handover test saw; safe to use from any thread.
private final class HandoverLog: @unchecked Sendable {
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
      inHandler -= 1
    }
  }
}
