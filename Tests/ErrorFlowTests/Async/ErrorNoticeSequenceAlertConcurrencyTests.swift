import CoreTestSupport
import ErrorFlow
import Foundation
import XCTest

/// Loops that show alerts, cancelled while other threads publish alerts and toasts: every
/// notice is seen exactly once — by a loop, or by the view bound after them — none twice,
/// none lost, and the counters add up with nothing pending and no subscription left.
final class ErrorNoticeSequenceAlertConcurrencyTests: ErrorFlowTestCase {
  func testLoopsCancelledWhileAlertsArePublishedSeeEachNoticeOnce() async {
    let start = Resources.total
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 10_000)
    let seen = Locked<[String]>([])
    let rounds = 40
    for round in 0..<rounds {
      let notices = bus.noticeValues
      let ended = expectation(description: "round \(round) ended")
      let consumer = Task {
        for await notice in notices { seen.append(notice.summary) }  // asking acknowledges
        ended.fulfill()
      }
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        bus.publish("alert \(round)-\(worker)", .notifyUser)
        bus.publish("toast \(round)-\(worker)", .retryable)
      }
      consumer.cancel()
      await fulfillment(of: [ended], timeout: 5)
    }
    XCTAssertEqual(bus.counters.liveSubscribers, 0)
    // A view bound afterwards takes the rest, acknowledging each alert as it comes.
    let view = bus.subscribe(on: nil) { notice, receipt in
      seen.append(notice.summary)
      receipt.acknowledge()
    }
    view.dispose()
    let expected = (0..<rounds).flatMap { round in
      (0..<2).flatMap { worker in
        ["alert:alert \(round)-\(worker)", "toast:toast \(round)-\(worker)"]
      }
    }
    XCTAssertEqual(seen.value.sorted(), expected.sorted())
    XCTAssertEqual(
      bus.counters, ErrorBusCounters(published: 4 * rounds, delivered: 4 * rounds))
    assertCountersAddUp(bus)
    XCTAssertEqual(Resources.total, start)
  }
}
