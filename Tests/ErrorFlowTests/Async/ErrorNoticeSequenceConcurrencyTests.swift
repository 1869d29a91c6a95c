import ErrorFlow
import Foundation
import XCTest

final class ErrorNoticeSequenceConcurrencyTests: ErrorFlowTestCase {
  // Contract 2 through the bridge: notices published from many threads reach the loop one
  // at a time, each once, none lost (the bus's buffer holds them while the body runs).
  func testNoticesFromManyThreadsReachTheLoopOnceEach() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 10_000)
    let record = LoopRecord(expecting: 400, in: self)
    let notices = bus.noticeValues
    let consumer = Task {
      for await notice in notices { record.append(notice.summary) }
      record.end()
    }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<100 { bus.publish("\(worker)-\(index)", .retryable) }
    }
    await fulfillment(of: [record.arrived], timeout: 10)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    let expected = (0..<4).flatMap { worker in (0..<100).map { "toast:\(worker)-\($0)" } }
    XCTAssertEqual(record.entries.dropLast().sorted(), expected.sorted())
    XCTAssertEqual(record.entries.last, "ended")
    XCTAssertEqual(bus.counters.delivered, 400)
    assertCountersAddUp(bus)
  }

  // Cancelling loops while other threads publish leaves no subscription behind, and every
  // notice is accounted for: taken by a loop, or still waiting in the bus.
  func testCancellingLoopsWhilePublishingLeavesNoSubscription() async {
    let start = Resources.total
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 10_000)
    let taken = ManagedCounter()
    let rounds = 50
    for round in 0..<rounds {
      let notices = bus.noticeValues
      let ended = expectation(description: "round \(round) ended")
      let consumer = Task {
        for await _ in notices { taken.increment() }
        ended.fulfill()
      }
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        bus.publish("\(round)-\(worker)", .retryable)
      }
      consumer.cancel()
      await fulfillment(of: [ended], timeout: 5)
    }
    XCTAssertEqual(bus.counters.liveSubscribers, 0)
    XCTAssertEqual(Resources.total, start)
    XCTAssertEqual(bus.counters.published, 2 * rounds)
    assertCountersAddUp(bus, pending: bus.counters.pending)
    // A notice is lost only when its delivery had begun as its loop was cancelled (see
    // OneShotWaiter): such a notice counts as delivered, so `delivered` bounds `taken`.
    XCTAssertLessThanOrEqual(taken.value, bus.counters.delivered)
  }
}
