import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// The bus under threads: bounded, exact, nothing lost; run under ThreadSanitizer in CI.
final class ErrorBusStressTests: ErrorFlowTestCase {
  // While the only subscriber sits in a handler (an alert open), four threads publish 25,000
  // errors each: the bus holds at most `capacity` notices in the buffer and `capacity` alerts
  // in the queue, keeps criticals over the rest, and accounts for every error.
  func testConcurrentPublishersBehindABusySubscriberStayBoundedAndAddUp() {
    let capacity = 50
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: capacity)
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let shown = NoticeLog()
    let subscription = bus.notices.subscribe(onNext: { notice in
      shown.append(notice)
      if notice.error.userMessage == "open" {
        entered.signal()
        release.wait()
      }
    })
    let opened = expectation(description: "the first alert's delivery returned")
    DispatchQueue.global().async {
      bus.publish("open", .notifyUser)
      opened.fulfill()
    }
    entered.wait()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<25_000 {
        let level: ErrorLevel =
          index % 3 == 0 ? .critical : index % 3 == 1 ? .retryable : .notifyUser
        bus.publish("\(worker)-\(index)", level)
      }
    }
    let busy = bus.counters
    XCTAssertEqual(busy.published, 100_001)
    XCTAssertEqual(busy.pending, 2 * capacity)
    // "open" counts as delivered: its handler was called (it has not returned yet).
    XCTAssertEqual(busy.published, busy.delivered + busy.dropped + busy.pending, "\(busy)")
    release.signal()
    wait(for: [opened], timeout: 30)
    XCTAssertEqual(shown.values.count, 1 + capacity)  // "open", then the newest toasts
    // Leaving without dismissing "open" hands it to the next view; behind it wait the newest
    // criticals, shown one by one as each is dismissed.
    subscription.dispose()
    let recorder = ErrorRecorder(bus: bus)
    recorder.dispose()
    XCTAssertEqual(recorder.notices.count, 1 + capacity)
    XCTAssertEqual(recorder.notices.first?.summary, "alert:open")
    XCTAssertEqual(recorder.notices.filter { $0.error.level == .critical }.count, capacity)
    assertCountersAddUp(bus)
  }

  // Subscribers come and go on one thread while others publish: every toast is delivered
  // exactly once or is still waiting; none is lost.
  func testChurningSubscribersLoseNoNotice() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 100_000)
    let shown = NoticeLog()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        for _ in 0..<500 {
          bus.notices.subscribe(onNext: { shown.append($0) }).dispose()
        }
      } else {
        for index in 0..<2_000 { bus.publish("\(worker)-\(index)", .retryable) }
      }
    }
    let last = bus.notices.subscribe(onNext: { shown.append($0) })
    last.dispose()
    XCTAssertEqual(shown.values.count, 6_000)
    XCTAssertEqual(Set(shown.values).count, 6_000)
    assertCountersAddUp(bus)
  }
}

extension ErrorBusStressTests {
  /// `ERRORFLOW_STRESS_COUNT`, or `defaultCount`.
  private func stressCount(default defaultCount: Int) -> Int {
    ProcessInfo.processInfo.environment["ERRORFLOW_STRESS_COUNT"].flatMap(Int.init) ?? defaultCount
  }

  // Four threads publish toasts and error pages into a buffer of four while views resubscribe
  // on two others — plain observers, and views on serial queues disposed with notices still on
  // their way — and a last view takes what is left. Nothing crashes; a notice counts as
  // delivered exactly when a view received it (toasts are never taken back, so each one
  // received is counted once); every one is received, dropped or still pending, never two.
  func testViewsResubscribingWhilePublishersOverflowCountExactly() {
    let perThread = stressCount(default: 3_000)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 4)
    let received = IDSet()
    let finished = FinishedThreads()
    DispatchQueue.concurrentPerform(iterations: 6) { worker in
      switch worker {
      case 4:
        while !finished.all(4) {
          bus.notices.subscribe(onNext: { received.insert($0.id) }).dispose()
        }
      case 5:
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "ErrorBusStress.view")
        while !finished.all(4) {
          let views = (0..<2).map { _ in
            bus.subscribe(on: queue) { notice, _ in received.insert(notice.id) }
          }
          for view in views { view.dispose() }
        }
      default:
        for index in 0..<perThread {
          let context: ErrorContext = index % 5 == 0 ? .pageLoad : .action
          bus.publish("\(worker)-\(index)", .retryable, context: context)
        }
        finished.finish()
      }
    }
    let last = bus.subscribe { notice, _ in received.insert(notice.id) }
    last.dispose()
    let counters = bus.counters
    XCTAssertEqual(counters.published, 4 * perThread)
    XCTAssertEqual(counters.pending, 0, "\(counters)")
    XCTAssertEqual(counters.delivered, received.count, "\(counters)")
    XCTAssertEqual(counters.published, counters.delivered + counters.dropped, "\(counters)")
  }

  // Alerts, one at a time, from four threads, while views that acknowledge each alert come and
  // go — some leaving with an alert still unanswered — and a last view: the queue never
  // stalls, and every alert is shown and acknowledged, or dropped from the full alert queue.
  func testAlertsNeverStallWhileViewsComeAndGo() {
    let perThread = stressCount(default: 1_000)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 8)
    let received = IDSet()
    let finished = FinishedThreads()
    DispatchQueue.concurrentPerform(iterations: 6) { worker in
      switch worker {
      case 4:
        while !finished.all(4) {
          bus.notices.subscribe(onNext: { notice in
            received.insert(notice.id)
            bus.acknowledge(notice)
          }).dispose()
        }
      case 5:
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "ErrorBusStress.alerts")
        var turn = 0
        while !finished.all(4) {
          turn += 1
          let acknowledges = turn % 2 == 0
          bus.subscribe(on: queue) { notice, receipt in
            received.insert(notice.id)
            if acknowledges { receipt.acknowledge() }
          }.dispose()
        }
      default:
        for index in 0..<perThread { bus.publish("\(worker)-\(index)", .critical) }
        finished.finish()
      }
    }
    let last = bus.subscribe { notice, receipt in
      received.insert(notice.id)
      receipt.acknowledge()
    }
    last.dispose()
    let counters = bus.counters
    XCTAssertEqual(counters.published, 4 * perThread)
    XCTAssertEqual(counters.pending, 0, "\(counters)")
    XCTAssertEqual(counters.published, counters.delivered + counters.dropped, "\(counters)")
    XCTAssertGreaterThanOrEqual(received.count, counters.delivered)
  }
}

/// Distinct notice ids received on any thread.
private final class IDSet: @unchecked Sendable {
  private let lock = NSLock()
  private var ids = Set<UInt64>()

  var count: Int { lock.withLock { ids.count } }

  func insert(_ id: UInt64) { _ = lock.withLock { ids.insert(id) } }
}

/// Counts the publishing threads that finished, so the others know when to stop.
private final class FinishedThreads: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func finish() { lock.withLock { count += 1 } }

  func all(_ threads: Int) -> Bool { lock.withLock { count == threads } }
}

/// Notices received on any thread.
private final class NoticeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var notices: [ErrorNotice] = []

  var values: [String] { lock.withLock { notices.map(\.summary) } }

  func append(_ notice: ErrorNotice) { lock.withLock { notices.append(notice) } }
}
