import ErrorFlow
import ErrorFlowTesting
import XCTest

/// ``ErrorNotice`` keeps its fixed parts in one shared box (a copy is one retain): it must
/// still read back exactly what it was made with, and the bus's routing through its fast
/// path (folding off) must keep the order and the alert queue.
final class ErrorNoticeTests: ErrorFlowTestCase {
  func testReadsBackWhatItWasMadeWith() {
    let error = AppError(SampleError("disk full", .critical), context: .pageLoad)
    let notice = ErrorNotice(
      id: 7, error: error, presentation: .alert(title: "T", message: "disk full"), count: 3,
      repeatOf: 5)
    let copy = notice
    XCTAssertEqual(copy.id, 7)
    XCTAssertEqual(copy.error.userMessage, "disk full")
    XCTAssertEqual(copy.error.level, .critical)
    XCTAssertEqual(copy.error.context, .pageLoad)
    XCTAssertEqual(copy.error.source, error.source)
    XCTAssertEqual(copy.presentation, .alert(title: "T", message: "disk full"))
    XCTAssertEqual(copy.count, 3)
    XCTAssertEqual(copy.repeatOf, 5)
    XCTAssertTrue(copy.isFollowUp)
    XCTAssertEqual(
      copy.description, #"ErrorNotice(#7 ×3 more of #5 alert(title: "T", message: "disk full"))"#)
    let first = ErrorNotice(id: 1, error: error, presentation: .toast(message: "m"))
    XCTAssertEqual(first.count, 1)
    XCTAssertNil(first.repeatOf)
    XCTAssertFalse(first.isFollowUp)
  }

  // With folding off, every kind of notice goes out at once, in publish order; an alert
  // published while another is shown still waits for it, and a sign-out still happens once.
  func testWithoutFoldingNoticesGoOutAtOnceInOrder() {
    let signOuts = Counter()
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil) { _ in signOuts.increment() }
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    bus.publish("soon", .retryable)
    bus.publish("page", .notifyUser, context: .pageLoad)
    bus.publish("disk", .critical)
    bus.publish("later", .notifyUser)
    bus.publish("soon", .retryable)
    bus.publish("expired", .sessionExpired)
    bus.publish("expired", .sessionExpired)
    XCTAssertEqual(
      recorder.notices.map(\.summary),
      ["toast:soon", "page:page", "alert:disk", "toast:soon", "alert:expired"])
    XCTAssertEqual(signOuts.value, 1)
    bus.acknowledge(recorder.notices[2])
    XCTAssertEqual(recorder.notices.map(\.summary).last, "alert:later")
    recorder.notices.last.map(bus.acknowledge)
    recorder.dispose()
    XCTAssertEqual(Set(recorder.notices.map(\.id)).count, recorder.notices.count)
    assertCountersAddUp(bus)
  }
}
