import Foundation
import ReactiveCore
import XCTest

/// Exact counts under subscribe/dispose churn, with and without overflow; run under
/// ThreadSanitizer in CI. `ERRORFLOW_STRESS_COUNT` sets the values per thread.
final class PendingEventRelayStressTests: CoreTestCase {
  // Every value is received exactly once, by some subscriber, however subscribers come and go
  // around it: none lost (the old relay lost a few in 300,000), none repeated.
  func testChurningSubscribersReceiveEveryValueExactlyOnce() {
    let perThread = PendingEventRelayTestSettings.stressCount(default: 10_000)
    let senders = 3
    let total = perThread * senders
    let relay = PendingEventRelay<Int>(capacity: total)
    let collector = ExactCollector()
    // One thread churns, so two subscribers never overlap: each value has exactly one
    // recipient (overlapping subscribers would each receive it, as with a PublishRelay).
    DispatchQueue.concurrentPerform(iterations: senders + 1) { worker in
      if worker == senders {
        for _ in 0..<(perThread / 10) {
          relay.subscribe(onNext: { collector.receive($0) }).dispose()
        }
      } else {
        for index in 0..<perThread { relay.accept(worker * perThread + index) }
      }
    }
    let last = relay.subscribe(onNext: { collector.receive($0) })
    last.dispose()
    XCTAssertEqual(relay.droppedCount, 0)
    XCTAssertEqual(relay.bufferedCount, 0)
    XCTAssertEqual(collector.count, total)
    XCTAssertEqual(collector.distinct, total)
    XCTAssertEqual(relay.deliveredCount, total)
  }

  // While the only subscriber sits in a handler, 100,000 accepts from
  // another thread leave exactly `capacity` events waiting; each drop is reported.
  func testAcceptsBehindABusySubscriberStayWithinTheCapacity() {
    let capacity = 100
    let reported = ExactCollector()
    let relay = PendingEventRelay<Int>(capacity: capacity) { value, _ in reported.receive(value) }
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let received = ExactCollector()
    let subscription = relay.subscribe(onNext: { value in
      received.receive(value)
      if value == 0 {
        entered.signal()
        release.wait()
      }
    })
    let finished = expectation(description: "the first delivery returned")
    DispatchQueue.global().async {
      relay.accept(0)
      finished.fulfill()
    }
    entered.wait()
    for value in 1...100_000 { relay.accept(value) }
    XCTAssertEqual(relay.bufferedCount, capacity)
    release.signal()
    wait(for: [finished], timeout: 30)
    subscription.dispose()
    XCTAssertEqual(received.count, capacity + 1)
    XCTAssertEqual(received.distinct, capacity + 1)
    XCTAssertEqual(relay.droppedCount, 100_000 - capacity)
    XCTAssertEqual(reported.count, 100_000 - capacity)
  }
  // A full buffer while subscribers come and go: accepts trim (and compact) the queue while
  // a delivery is under way, and that delivery finds its every recipient disposed and puts
  // the value back. The put-back used to write at an index the compaction had moved
  // (`head - 1 == -1`): "Index out of range". Every value is still received at most once,
  // dropped (and reported) or left waiting: none lost, none twice.
  func testOverflowWhileSubscribersComeAndGoLosesAndRepeatsNothing() {
    let perThread = PendingEventRelayTestSettings.stressCount(default: 20_000)
    let senders = 4
    let churners = 2
    let reported = ExactCollector()
    let relay = PendingEventRelay<Int>(
      capacity: 2, priority: { $0 % 2 }, onOverflow: { value, _ in reported.receive(value) })
    let received = ExactCollector()
    let finished = FinishedSenders()
    DispatchQueue.concurrentPerform(iterations: senders + churners) { worker in
      if worker >= senders {
        // Two churners: one subscriber at a time, or a few dropped all at once.
        var batch = 0
        while !finished.all(senders) {
          batch = batch % 3 + 1
          let subscriptions = (0..<batch).map { _ in
            relay.subscribe(onNext: { received.receive($0) })
          }
          for subscription in subscriptions { subscription.dispose() }
        }
      } else {
        for index in 0..<perThread { relay.accept(worker * perThread + index) }
        finished.finish()
      }
    }
    let last = relay.subscribe(onNext: { received.receive($0) })
    last.dispose()
    let total = perThread * senders
    XCTAssertEqual(relay.bufferedCount, 0)
    XCTAssertEqual(relay.droppedCount, reported.count)
    XCTAssertEqual(reported.count, reported.distinct, "a value was dropped twice")
    XCTAssertEqual(received.distinct, relay.deliveredCount)
    XCTAssertEqual(relay.deliveredCount + relay.droppedCount, total)
    XCTAssertTrue(reported.isDisjoint(with: received), "a dropped value was also received")
  }
}

/// Counts the senders that finished, so the churners know when to stop.
private final class FinishedSenders: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func finish() { lock.withLock { count += 1 } }

  func all(_ senders: Int) -> Bool { lock.withLock { count == senders } }
}

/// Counts values from any thread.
private final class ExactCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var seen = Set<Int>()
  private var total = 0

  var count: Int { lock.withLock { total } }
  var distinct: Int { lock.withLock { seen.count } }

  /// Whether no value was seen by both collectors.
  func isDisjoint(with other: ExactCollector) -> Bool {
    let mine = lock.withLock { seen }
    return other.lock.withLock { other.seen.isDisjoint(with: mine) }
  }

  func receive(_ value: Int) {
    lock.withLock {
      total += 1
      seen.insert(value)
    }
  }
}
