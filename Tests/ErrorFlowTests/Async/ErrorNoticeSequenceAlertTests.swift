import ErrorFlow
import ErrorFlowTesting
import XCTest

/// A `for await` loop over `noticeValues` is one view for as long as it runs, although it
/// subscribes one notice at a time: the alert its body shows is delivered to it alone — not
/// pending, not handed to a view bound meanwhile — until the loop asks for the next notice
/// (which acknowledges it) or ends without asking (then it goes to the next view). Issue 29,
/// item 3.
final class ErrorNoticeSequenceAlertTests: ErrorFlowTestCase {
  // Old code: while the body showed the first alert the counters read `delivered 0,
  // pending 2`, and the view bound meanwhile was handed "alert:first" too.
  func testTheAlertTheLoopShowsIsDeliveredToTheLoopAlone() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    let shown = expectation(description: "the loop's body shows the first alert")
    let gate = AsyncStream<Void>.makeStream()
    let record = LoopRecord(expecting: 2, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      for await notice in notices {
        record.append(notice.summary)
        if notice.summary == "alert:first" {
          shown.fulfill()
          for await _ in gate.stream { break }  // the user looks at the alert
        }
      }
      record.end()
    }
    await fulfillment(of: [shown], timeout: 5)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 1, pending: 1))
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record(_:_:))
    XCTAssertEqual(log.summaries, [])
    XCTAssertEqual(
      bus.counters, ErrorBusCounters(published: 2, delivered: 1, pending: 1, liveSubscribers: 1))
    view.dispose()
    gate.continuation.yield()  // the body returns; asking for the next acknowledges the first
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["alert:first", "alert:second", "ended"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
    assertCountersAddUp(bus)
  }

  // A loop that leaves without asking for the next notice did not acknowledge its alert: it
  // goes to the next view, once, and the alert behind it follows that view's acknowledgement.
  func testAnAlertTheLoopLeftUnansweredGoesToTheNextView() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    let record = LoopRecord(expecting: 1, in: self)
    let notices = bus.noticeValues
    Task {
      for await notice in notices {
        record.append(notice.summary)
        break
      }
      record.end()
    }
    await fulfillment(of: [record.arrived, record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["alert:first", "ended"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, pending: 2))
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record(_:_:))
    XCTAssertEqual(log.summaries, ["alert:first"])
    log.receipts.first?.acknowledge()
    XCTAssertEqual(log.summaries, ["alert:first", "alert:second"])
    log.receipts.last?.acknowledge()
    view.dispose()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
    assertCountersAddUp(bus)
  }

  // A loop cancelled while it waits, after it showed an alert it then asked past: nothing is
  // left shown, nothing pending; a loop cancelled while its body shows an alert acknowledges
  // it when it asks, as any loop does.
  func testCancellingTheLoopWhileItShowsAnAlertLeavesNothingShown() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("first", .notifyUser)
    let shown = expectation(description: "the loop's body shows the alert")
    let gate = AsyncStream<Void>.makeStream()
    let record = LoopRecord(expecting: 1, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      for await notice in notices {
        record.append(notice.summary)
        shown.fulfill()
        for await _ in gate.stream { break }
      }
      record.end()
    }
    await fulfillment(of: [shown, record.arrived], timeout: 5)
    consumer.cancel()
    gate.continuation.yield()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["alert:first", "ended"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1))
    bus.publish("second", .notifyUser)  // the first was answered: the second goes out
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record(_:_:))
    XCTAssertEqual(log.summaries, ["alert:second"])
    log.receipts.first?.acknowledge()
    view.dispose()
    assertCountersAddUp(bus)
  }

  // An iterator dropped after it returned an alert (no loop, no `break`): the alert was not
  // acknowledged, and goes to the next view once the iterator is gone.
  func testAnIteratorDroppedWhileItsAlertShowsGivesItBack() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("first", .notifyUser)
    let notices = bus.noticeValues
    let summary = await Task {
      var iterator = notices.makeAsyncIterator()
      return await iterator.next()?.summary
    }.value
    XCTAssertEqual(summary, "alert:first")
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, pending: 1))
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record(_:_:))
    XCTAssertEqual(log.summaries, ["alert:first"])
    log.receipts.first?.acknowledge()
    view.dispose()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1))
    assertCountersAddUp(bus)
  }
}
