import ErrorFlow
import ErrorFlowTesting
import XCTest

/// A repeat is added to the first notice only while no view has it — not even in its queue —
/// so what a view shows does not depend on how soon its scheduler runs: a view whose queue
/// runs after the coalescing window closed is shown the same as one whose queue ran at once
/// (issue 29, item 2). The view's scheduler is a `TestScheduler` released step by step.
final class ErrorBusFoldTimingTests: ErrorFlowTestCase {
  /// Publishes four identical errors to a view whose queue runs before or after the window
  /// closes; returns what the view was shown and the counters.
  private func showRepeats(
    _ level: ErrorLevel, viewRunsFirst: Bool
  ) -> (summaries: [String], repeatOf: UInt64?, firstID: UInt64?, counters: ErrorBusCounters) {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: windows, coalescingWindow: .seconds(10))
    let queue = TestScheduler(initialClock: 0)
    let log = ViewLog()
    let view = bus.subscribe(on: queue, onNotice: log.record(_:_:))
    for _ in 0..<4 { bus.publish("offline", level) }
    if viewRunsFirst { queue.start() }
    windows.start()  // the window closes
    queue.start()
    for receipt in log.receipts { receipt.acknowledge() }
    queue.start()
    let counters = bus.counters
    view.dispose()
    let notices = log.notices
    return (log.summaries, notices.last?.repeatOf, notices.first?.id, counters)
  }

  // Old code: the view whose queue ran late was shown `toast:offline×4` and no follow-up.
  func testAToastsRepeatsFollowItWhetherTheViewRunsBeforeOrAfterTheWindowCloses() {
    for viewRunsFirst in [true, false] {
      let shown = showRepeats(.retryable, viewRunsFirst: viewRunsFirst)
      XCTAssertEqual(
        shown.summaries, ["toast:offline", "toast:offline+3"], "view runs first: \(viewRunsFirst)")
      XCTAssertEqual(shown.repeatOf, shown.firstID)
      XCTAssertEqual(
        shown.counters,
        ErrorBusCounters(published: 4, delivered: 2, coalesced: 2, liveSubscribers: 1))
      XCTAssertTrue(shown.counters.addsUp)
    }
  }

  // The same for an alert: its repeats follow once it is acknowledged.
  func testAnAlertsRepeatsFollowItWhetherTheViewRunsBeforeOrAfterTheWindowCloses() {
    for viewRunsFirst in [true, false] {
      let shown = showRepeats(.notifyUser, viewRunsFirst: viewRunsFirst)
      XCTAssertEqual(
        shown.summaries, ["alert:offline", "alert:offline+3"], "view runs first: \(viewRunsFirst)")
      XCTAssertEqual(shown.repeatOf, shown.firstID)
      XCTAssertEqual(
        shown.counters,
        ErrorBusCounters(published: 4, delivered: 2, coalesced: 2, liveSubscribers: 1))
      XCTAssertTrue(shown.counters.addsUp)
    }
  }

  // No view has the first notice (none is bound): the repeats are added to it, and the view
  // bound after the window closed is shown one notice with the whole count.
  func testRepeatsFoldIntoTheFirstWhileItWaitsInTheBuffer() {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: windows, coalescingWindow: .seconds(10))
    for _ in 0..<4 { bus.publish("offline", .retryable) }
    windows.start()
    let queue = TestScheduler(initialClock: 0)
    let log = ViewLog()
    let view = bus.subscribe(on: queue, onNotice: log.record(_:_:))
    queue.start()
    view.dispose()
    XCTAssertEqual(log.summaries, ["toast:offline×4"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 4, delivered: 1, coalesced: 3))
    assertCountersAddUp(bus)
  }

  // The view that held the first notice left before receiving it: the notice went back to
  // the buffer, where no view has it, so the follow-up joins it when the window closes and
  // the next view is shown one notice with the whole count.
  func testRepeatsJoinTheFirstAgainWhenItsViewLeftBeforeReceivingIt() {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: windows, coalescingWindow: .seconds(10))
    let queue = TestScheduler(initialClock: 0)
    let log = ViewLog()
    let old = bus.subscribe(on: queue, onNotice: log.record(_:_:))
    for _ in 0..<4 { bus.publish("offline", .retryable) }
    old.dispose()
    windows.start()
    queue.start()
    XCTAssertEqual(log.summaries, [])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 4, coalesced: 3, pending: 1))
    let next = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: next.record(_:_:))
    view.dispose()
    XCTAssertEqual(next.summaries, ["toast:offline×4"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 4, delivered: 1, coalesced: 3))
    assertCountersAddUp(bus)
  }
}
