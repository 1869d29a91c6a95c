import Foundation
import ReactiveCore
import XCTest

final class PendingEventRelayTests: CoreTestCase {
  func testBuffersEventsUntilTheFirstSubscriber() {
    let relay = PendingEventRelay<Int>()
    relay.accept(1)
    relay.accept(2)
    XCTAssertEqual(relay.bufferedCount, 2)
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
    relay.accept(3)
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertEqual(relay.bufferedCount, 0)
    XCTAssertEqual(relay.deliveredCount, 3)
    subscription.dispose()
  }

  func testLateSubscriberDoesNotReceiveDeliveredEvents() {
    let relay = PendingEventRelay<Int>()
    var first: [Int] = []
    var second: [Int] = []
    let a = relay.subscribe(onNext: { first.append($0) })
    relay.accept(1)
    let b = relay.subscribe(onNext: { second.append($0) })
    relay.accept(2)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [2])
    a.dispose()
    b.dispose()
  }

  func testEachBufferedEventIsDeliveredOnce() {
    let relay = PendingEventRelay<String>()
    relay.accept("a")
    var first: [String] = []
    var second: [String] = []
    let a = relay.subscribe(onNext: { first.append($0) })
    a.dispose()
    let b = relay.subscribe(onNext: { second.append($0) })
    XCTAssertEqual(first, ["a"])
    XCTAssertEqual(second, [])
    b.dispose()
  }

  func testBuffersAgainWhenTheLastSubscriberLeaves() {
    let relay = PendingEventRelay<Int>()
    var first: [Int] = []
    let a = relay.subscribe(onNext: { first.append($0) })
    relay.accept(1)
    a.dispose()
    relay.accept(2)
    XCTAssertFalse(relay.hasObservers)
    var second: [Int] = []
    let b = relay.subscribe(onNext: { second.append($0) })
    XCTAssertEqual(first, [1])
    XCTAssertEqual(second, [2])
    b.dispose()
  }

  func testOverflowDropsTheOldestAndReportsEachDrop() {
    var reports: [String] = []
    let relay = PendingEventRelay<Int>(capacity: 2) { dropped, total in
      reports.append("\(dropped)/\(total)")
    }
    for value in 1...5 { relay.accept(value) }
    XCTAssertEqual(reports, ["1/1", "2/2", "3/3"])
    XCTAssertEqual(relay.droppedCount, 3)
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [4, 5])
    subscription.dispose()
  }

  // Contract 5: a relay never terminates.
  func testNeverSendsATerminalEvent() {
    let relay = PendingEventRelay<Int>()
    var events: [String] = []
    let subscription = relay.subscribe(
      onNext: { events.append("next \($0)") }, onError: { _ in events.append("error") },
      onCompleted: { events.append("completed") })
    relay.accept(1)
    subscription.dispose()
    relay.accept(2)
    XCTAssertEqual(events, ["next 1"])
  }

  // Contract 4: no event reaches an observer after its dispose() returned.
  func testDisposedInsideAnotherHandlerReceivesNothingMore() {
    let relay = PendingEventRelay<Int>()
    var first: [Int] = []
    var second: [Int] = []
    let later = SingleAssignmentDisposable()
    let a = relay.subscribe(onNext: { value in
      first.append(value)
      later.dispose()
    })
    later.setDisposable(relay.subscribe(onNext: { second.append($0) }))
    relay.accept(1)
    relay.accept(2)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [])
    a.dispose()
  }

  func testCountsSubscribers() {
    let relay = PendingEventRelay<Int>()
    let a = relay.subscribe(onNext: { _ in })
    let b = relay.subscribe(onNext: { _ in })
    XCTAssertEqual(relay.subscriberCount, 2)
    a.dispose()
    a.dispose()
    XCTAssertEqual(relay.subscriberCount, 1)
    b.dispose()
    XCTAssertEqual(relay.subscriberCount, 0)
  }
}

final class PendingEventRelayReentrancyTests: CoreTestCase {
  // Contract 3: an accept from inside a handler is queued and delivered next, in order.
  func testReentrantAcceptIsQueuedInOrder() {
    let relay = PendingEventRelay<Int>()
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        relay.accept(2)
        relay.accept(3)
        received.append(-1)
      }
    })
    relay.accept(1)
    relay.accept(4)
    XCTAssertEqual(received, [1, -1, 2, 3, 4])
    subscription.dispose()
  }

  // Contract 3: a handler that leaves and comes back does not deadlock or lose events.
  func testUnsubscribingInsideAHandlerBuffersTheRest() {
    let relay = PendingEventRelay<Int>()
    var first: [Int] = []
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      relay.subscribe(onNext: { value in
        first.append(value)
        holder.dispose()
        relay.accept(value + 10)
      }))
    relay.accept(1)
    XCTAssertEqual(first, [1])
    XCTAssertEqual(relay.bufferedCount, 1)
    var second: [Int] = []
    let subscription = relay.subscribe(onNext: { second.append($0) })
    XCTAssertEqual(second, [11])
    subscription.dispose()
  }
}

final class PendingEventRelayReleaseReentrancyTests: CoreTestCase {
  // Contract 3: an observer that disposed itself during a delivery is released outside the
  // relay's lock, so a deinit it triggers may dispose another subscription and accept. With a
  // release under the lock this deadlocks: the scenario runs on another thread and the test
  // fails after a timeout instead of hanging.
  func testReleasingAnObserverThatTouchesTheRelayDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = Log()
    DispatchQueue.global().async {
      let relay = PendingEventRelay<Int>()
      let other = relay.subscribe(onNext: { log.append($0) })
      var probe: DeinitProbe? = DeinitProbe {
        relay.accept(99)
        other.dispose()
      }
      var selfDisposing: Disposable?
      selfDisposing = relay.subscribe(onNext: { [probe] _ in
        withExtendedLifetime(probe) {}
        selfDisposing?.dispose()
        selfDisposing = nil
      })
      probe = nil
      relay.accept(1)
      // 99, accepted by the deinit after both observers left, waits with 2 in the buffer.
      relay.accept(2)
      XCTAssertEqual(relay.bufferedCount, 2)
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.values, [1])
  }

  // Contract 3: a delivered event is released outside the lock, so its deinit may accept on
  // the same relay; that event is then delivered in turn.
  func testReleasingADeliveredEventThatAcceptsDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = Log()
    DispatchQueue.global().async {
      let relay = PendingEventRelay<DeinitProbe?>()
      relay.accept(DeinitProbe { relay.accept(nil) })
      let subscription = relay.subscribe(onNext: { log.append($0 == nil ? 0 : 1) })
      subscription.dispose()
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.values, [1, 0])
  }
}

/// Collects integers from any thread.
private final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int] = []

  var values: [Int] { lock.withLock { storage } }

  func append(_ value: Int) { lock.withLock { storage.append(value) } }
}

final class PendingEventRelayConcurrencyTests: CoreTestCase {
  // Contracts 2 and 5: concurrent accepts are delivered serially, each exactly once.
  func testConcurrentAcceptsAreEachDeliveredOnce() {
    let relay = PendingEventRelay<Int>(capacity: 100_000)
    let collector = Collector()
    let subscription = relay.subscribe(onNext: { collector.receive($0) })
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for index in 0..<500 { relay.accept(worker * 1_000 + index) }
    }
    subscription.dispose()
    XCTAssertFalse(collector.overlapped)
    XCTAssertEqual(collector.values.count, 4_000)
    XCTAssertEqual(Set(collector.values).count, 4_000)
  }

  // Buffered or delivered: every event is accounted for while subscribers come and go on
  // other threads.
  func testSubscribersComingAndGoingLoseNothing() {
    let relay = PendingEventRelay<Int>(capacity: 100_000)
    let collector = Collector()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        for _ in 0..<200 {
          relay.subscribe(onNext: { collector.receive($0) }).dispose()
        }
      } else {
        for index in 0..<1_000 { relay.accept(worker * 10_000 + index) }
      }
    }
    relay.subscribe(onNext: { collector.receive($0) }).dispose()
    XCTAssertEqual(relay.droppedCount, 0)
    XCTAssertEqual(collector.values.count, 3_000)
    XCTAssertEqual(Set(collector.values).count, 3_000)
  }
}

/// Collects values from any thread and notices overlapping deliveries.
private final class Collector: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private var storage: [Int] = []
  private var overlap = false

  var values: [Int] { lock.withLock { storage } }
  var overlapped: Bool { lock.withLock { overlap } }

  func receive(_ value: Int) {
    lock.withLock {
      inside += 1
      if inside > 1 { overlap = true }
      storage.append(value)
    }
    lock.withLock { inside -= 1 }
  }
}
