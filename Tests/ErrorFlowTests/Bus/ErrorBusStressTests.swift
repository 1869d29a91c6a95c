import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Issue 10 items 1 to 4 under threads; run under ThreadSanitizer in CI.
final class ErrorBusStressTests: ErrorFlowTestCase {
  // While the only subscriber sits in a handler (an alert open), four threads publish 25,000
  // errors each: the bus holds at most `capacity` notices in the buffer and `capacity` alerts
  // in the queue, keeps criticals over the rest, and accounts for every error.
  func testConcurrentPublishersBehindABusySubscriberStayBoundedAndAddUp() {
    let capacity = 50
    let bus = ErrorBus(policy: busTestPolicy, capacity: capacity)
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
    // "open" is still being delivered: counted once its handler returns.
    XCTAssertEqual(
      busy.published, busy.delivered + busy.dropped + busy.pending + 1, "\(busy)")
    release.signal()
    wait(for: [opened], timeout: 30)
    XCTAssertEqual(shown.values.count, 1 + capacity)  // "open", then the newest toasts
    subscription.dispose()
    // Behind the open alert wait the newest criticals; dismissing it shows them all.
    let recorder = ErrorRecorder(bus: bus)
    shown.firstNotice.map(bus.acknowledge)
    recorder.dispose()
    XCTAssertEqual(recorder.notices.count, capacity)
    XCTAssertEqual(recorder.notices.filter { $0.error.level == .critical }.count, capacity)
    assertCountersAddUp(bus)
  }

  // Subscribers come and go on one thread while others publish: every toast is delivered
  // exactly once or is still waiting; none is lost (issue 10 item 1).
  func testChurningSubscribersLoseNoNotice() {
    let bus = ErrorBus(policy: busTestPolicy, capacity: 100_000)
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

/// Notices received on any thread.
private final class NoticeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var notices: [ErrorNotice] = []

  var values: [String] { lock.withLock { notices.map(\.summary) } }
  var firstNotice: ErrorNotice? { lock.withLock { notices.first } }

  func append(_ notice: ErrorNotice) { lock.withLock { notices.append(notice) } }
}
