import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import XCTest

/// Bounded memory while the subscriber is busy, and critical errors that survive a storm.
final class ErrorBusStormTests: ErrorFlowTestCase {
  // 30,000 mixed errors before anyone subscribes: the alert queue keeps the newest
  // criticals (a critical is dropped only for another critical), the buffer keeps the
  // current alert and the newest error pages (toasts go first); every drop is counted and
  // logged.
  func testCriticalErrorsSurviveAStorm() {
    let memory = InMemoryLogSink()
    let capacity = 100
    let bus = ErrorBus(
      policy: busTestPolicy, logger: ErrorLogger(sinks: [memory]), scheduler: nil,
      capacity: capacity)
    var criticals: [String] = []
    var pages: [String] = []
    for index in 0..<30_000 {
      switch index % 6 {
      case 0:
        criticals.append("critical \(index)")
        bus.publish("critical \(index)", .critical)
      case 1, 4: bus.publish("toast \(index)", .retryable)
      case 2: bus.publish("alert \(index)", .notifyUser)
      case 3:
        pages.append("page \(index)")
        bus.publish("page \(index)", .notifyUser, context: .pageLoad)
      default: bus.publish("trace \(index)", .logOnly)
      }
    }
    let recorder = ErrorRecorder(bus: bus)
    recorder.dispose()
    let shown = recorder.notices.map(\.summary)
    // The first alert (a critical) is current and waits in the buffer; the queue then holds
    // the newest `capacity` criticals.
    let expectedCriticals = [criticals[0]] + criticals.suffix(capacity)
    XCTAssertEqual(
      shown.filter { $0.hasPrefix("alert:critical") }, expectedCriticals.map { "alert:\($0)" })
    XCTAssertEqual(shown.filter { $0.hasPrefix("alert:alert") }, [])
    XCTAssertEqual(shown.filter { $0.hasPrefix("toast:") }, [])
    XCTAssertEqual(
      shown.filter { $0.hasPrefix("page:") }, pages.suffix(capacity - 1).map { "page:\($0)" })
    let counters = bus.counters
    XCTAssertEqual(counters.published, 30_000)
    XCTAssertEqual(counters.silenced, 5_000)
    let drops = memory.records.filter { $0.debugMessage.contains("dropped") }
    XCTAssertEqual(drops.count, counters.dropped)
    assertCountersAddUp(bus)
  }

  // 100,000 errors published while the only subscriber sits in a handler
  // (an alert open) leave at most `capacity` notices in the buffer and `capacity` alerts in
  // the queue; every other one is counted as dropped.
  func testPublishingWhileTheSubscriberIsBusyStaysBounded() {
    let capacity = 100
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: capacity)
    let pendingInside = Locked(0)
    let shown = Locked(0)
    let subscription = bus.notices.subscribe(onNext: { notice in
      shown.add(1)
      guard notice.error.userMessage == "open" else { return }
      for index in 0..<100_000 {
        bus.publish("error \(index)", index % 2 == 0 ? .retryable : .notifyUser)
      }
      let pending = bus.counters.pending
      pendingInside.withLock { $0 = pending }
    })
    bus.publish("open", .notifyUser)
    XCTAssertEqual(pendingInside.value, 2 * capacity)
    XCTAssertEqual(bus.counters.pending, capacity)  // the alerts wait for "open" to be dismissed
    XCTAssertEqual(bus.counters.dropped, 100_000 - 2 * capacity)
    XCTAssertEqual(shown.value, 1 + capacity)
    // Leaving without dismissing "open" puts it back first in line, for the next view.
    subscription.dispose()
    assertCountersAddUp(bus, pending: capacity + 1)
  }
}
