import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

final class ErrorBusConcurrencyTests: ErrorFlowTestCase {
  // Contract 2: notices published from many threads arrive one at a time, none lost.
  func testConcurrentPublishersLoseNothing() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 10_000)
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

  // Twenty identical toasts from four threads, on a real queue: the first is shown, holding
  // every repeat published before the view took it; the rest follow in one follow-up when the
  // window ends. How the twenty split between the two depends on the threads' timing; their
  // sum does not.
  func testCoalescesOnARealDispatchQueueScheduler() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ErrorBusTests")
    let bus = ErrorBus(
      policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .milliseconds(500))
    let notices = NoticeList()
    let all = expectation(description: "notices standing for all twenty errors")
    let subscription = bus.subscribe { notice, _ in
      if notices.append(notice) == 20 { all.fulfill() }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<5 {
        bus.publish(AppError(SampleError("offline", .retryable), context: .action))
      }
    }
    wait(for: [all], timeout: 5)
    subscription.dispose()
    let shown = notices.values
    XCTAssertEqual(shown.first?.isFollowUp, false)
    XCTAssertEqual(shown.dropFirst().map(\.repeatOf), shown.count == 2 ? [shown[0].id] : [])
    XCTAssertEqual(shown.reduce(0) { $0 + $1.count }, 20, "\(shown)")
    XCTAssertLessThanOrEqual(shown.count, 2)
    assertCountersAddUp(bus)
  }

  // `ErrorBus(policy:)` with nothing else folds repeats, as the README says: the first shows
  // at once, the other two follow as one notice when the window (half a second, on the bus's
  // own queue) ends.
  func testTheDefaultsFoldRepeats() {
    let bus = ErrorBus(policy: busTestPolicy)
    let notices = NoticeList()
    let all = expectation(description: "notices standing for all three errors")
    let subscription = bus.notices.subscribe(onNext: { notice in
      if notices.append(notice) == 3 { all.fulfill() }
    })
    for _ in 0..<3 { bus.publish("offline", .retryable) }
    XCTAssertEqual(notices.values.map(\.summary), ["toast:offline"])
    wait(for: [all], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(notices.values.map(\.summary), ["toast:offline", "toast:offline+2"])
    assertCountersAddUp(bus)
  }

  func testAcknowledgingFromAnotherThreadDeliversEveryAlert() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 10_000)
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

/// Notices received on any thread.
final class NoticeList: @unchecked Sendable {
  private let lock = NSLock()
  private var notices: [ErrorNotice] = []

  var values: [ErrorNotice] { lock.withLock { notices } }

  /// Adds `notice`; returns how many errors the notices so far stand for.
  @discardableResult
  func append(_ notice: ErrorNotice) -> Int {
    lock.withLock {
      notices.append(notice)
      return notices.reduce(0) { $0 + $1.count }
    }
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
