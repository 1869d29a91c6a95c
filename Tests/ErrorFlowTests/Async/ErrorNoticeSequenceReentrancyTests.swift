import ErrorFlow
import XCTest

/// The body of a `for await` loop over `noticeValues`, app code the bus hands each notice to,
/// calling back into the bus: publishing, reading the counters, moving on (which answers the
/// alert it showed) and leaving. Nothing deadlocks (the test's waits have timeouts) and the
/// notices come in the order the bus promises (issue 27, item 4; contract 8: no app code
/// under a library lock).
final class ErrorNoticeSequenceReentrancyTests: ErrorFlowTestCase {
  // While its body shows the first alert, the loop publishes another alert and a toast:
  // both wait until the loop asks for the next notice, which answers the first. Then, as
  // for any view, the toast comes at once and the alert after the one answered; the loop,
  // cancelled while it waits, answers the last when it asks again.
  func testALoopBodyThatPublishesReadsTheCountersAndMovesOn() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("first", .notifyUser)
    let record = LoopRecord(expecting: 3, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      for await notice in notices {
        if notice.summary == "alert:first" {
          bus.publish("second", .notifyUser)
          bus.publish("toast", .retryable)
        }
        let counters = bus.counters
        record.append(
          "\(notice.summary): published \(counters.published), delivered "
            + "\(counters.delivered), pending \(counters.pending)")
      }
      record.end()
    }
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(
      record.entries,
      [
        "alert:first: published 3, delivered 1, pending 2",
        "toast:toast: published 3, delivered 2, pending 1",
        "alert:second: published 3, delivered 3, pending 0", "ended",
      ])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }
}
