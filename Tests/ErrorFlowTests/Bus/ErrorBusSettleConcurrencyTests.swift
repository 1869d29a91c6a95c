import ErrorFlow
import XCTest

/// Waiting for the bus to settle while trackers fail on many threads and the view shows the
/// notices on a serial queue of its own: once the wait says settled, every error is shown.
/// Run under ThreadSanitizer by CI (the class name).
final class ErrorBusSettleConcurrencyTests: ErrorFlowTestCase {
  func testEveryTrackedErrorIsShownOnceTheWaitReturns() async {
    for round in 0..<20 {
      let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
      let view = SettleView(
        bus, on: SerialDispatchQueueScheduler(internalSerialQueueName: "settle.view"))
      let trackers = (0..<4).map { _ in ErrorTracker(bus: bus) }
      for (index, tracker) in trackers.enumerated() {
        for attempt in 0..<5 {
          tracker.perform(context: .action) { () async throws(SampleError) in
            await Task.yield()
            throw SampleError("error \(index).\(attempt)", .retryable)
          }
        }
      }
      let settled = await bus.waitUntilSettled(timeout: .seconds(60))
      XCTAssertTrue(settled, "round \(round)")
      XCTAssertEqual(view.received.count, 20, "round \(round)")
      XCTAssertEqual(
        bus.counters, ErrorBusCounters(published: 20, delivered: 20, liveSubscribers: 1),
        "round \(round)")
      view.dispose()
    }
  }

  func testWaitersOnManyThreadsAllSeeTheAlertsAnswered() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let view = SettleView(
      bus, on: SerialDispatchQueueScheduler(internalSerialQueueName: "settle.alerts")
    ) { _, receipt in receipt.acknowledge() }
    let results = SettleResults()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      bus.publish("alert \(index)", .notifyUser)
      results.append(bus.blockUntilSettled(timeout: .seconds(60)))
    }
    XCTAssertEqual(results.values, Array(repeating: true, count: 8))
    XCTAssertEqual(view.received.count, 8)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 8, delivered: 8, liveSubscribers: 1))
    view.dispose()
  }
}

/// The results of waits made on several threads.
private final class SettleResults: @unchecked Sendable {
  // `lock` guards `results`.
  private let lock = NSLock()
  private var results: [Bool] = []
  var values: [Bool] { lock.withLock { results } }
  func append(_ value: Bool) { lock.withLock { results.append(value) } }
}
