import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

final class ErrorBusConcurrencyTests: ErrorFlowTestCase {
  // Contract 2: notices published from many threads arrive one at a time, none lost.
  func testConcurrentPublishersLoseNothing() {
    let bus = ErrorBus(policy: busTestPolicy, capacity: 10_000)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<250 {
        bus.publish(AppError(SampleError("\(worker)-\(index)", .retryable), context: .action))
      }
    }
    recorder.dispose()
    XCTAssertEqual(Set(recorder.notices.map(\.id)).count, 1_000)
    XCTAssertEqual(bus.counters.published, 1_000)
    XCTAssertEqual(bus.counters.delivered, 1_000)
    assertCountersAddUp(bus)
  }

  func testCoalescesOnARealDispatchQueueScheduler() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ErrorBusTests")
    let bus = ErrorBus(
      policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .milliseconds(500))
    let delivered = expectation(description: "the first notice and its follow-up")
    delivered.expectedFulfillmentCount = 2
    let summaries = Lines()
    let subscription = bus.notices.subscribe(onNext: { notice in
      summaries.append(notice.summary)
      delivered.fulfill()
    })
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<5 {
        bus.publish(AppError(SampleError("offline", .retryable), context: .action))
      }
    }
    wait(for: [delivered], timeout: 5)
    // The follow-up is delivered on the scheduler's queue: once a later item ran there, the
    // relay has counted it.
    let settled = expectation(description: "the scheduler's queue ran past the follow-up")
    _ = scheduler.schedule(()) { _ in
      settled.fulfill()
      return Disposables.create()
    }
    wait(for: [settled], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(summaries.values, ["toast:offline", "toast:offline+19"])
    assertCountersAddUp(bus)
  }

  func testAcknowledgingFromAnotherThreadDeliversEveryAlert() {
    let bus = ErrorBus(policy: busTestPolicy, capacity: 10_000)
    let done = expectation(description: "all alerts shown")
    let queue = DispatchQueue(label: "ack")
    let shown = Counter()
    let subscription = bus.notices.subscribe(onNext: { notice in
      queue.async {
        bus.acknowledge(notice)
        if shown.increment() == 200 { done.fulfill() }
      }
    })
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<50 {
        bus.publish(AppError(SampleError("\(worker)-\(index)"), context: .action))
      }
    }
    wait(for: [done], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(bus.counters.delivered, 200)
    assertCountersAddUp(bus)
  }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  @discardableResult
  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
