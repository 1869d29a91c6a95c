import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// An app's transport at its worst, through the public seam: calls that never return, and
/// statuses no HTTP answer has. The sink keeps one request in flight, stops and hands its
/// outbox over while a call hangs, and counts every status it does not know as a failure.
final class HTTPLogSinkHostileTransportTests: ReportingTestCase {
  private let hang = NeverReturningCall()

  override func tearDown() {
    hang.release()
    super.tearDown()
  }

  private func configuration(requestTimeout: Duration) -> HTTPLogSink.Configuration {
    var configuration = configuration(
      batchSize: 1, retry: RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero))
    configuration.requestTimeout = requestTimeout
    return configuration
  }

  /// Every call hangs, the retry policy waits for nothing and flushes keep asking: still one
  /// call in all, the records kept, and a sink released while it hangs lets go of its outbox
  /// so the next one (the next launch) sends them. Before, each retry added a hung call.
  func testEveryCallHangingStillMakesOneCallAndTheOutboxIsHandedOver() async throws {
    let fallback = AwaitableLogSink()
    let hang = hang
    let clock = SteppingClock()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(requestTimeout: .zero), fallback: fallback,
      transport: HungTransport(hang), clock: clock.clock)
    let written = [record("first"), record("second")]
    for record in written { sink.write(record) }
    try await within { await hang.waitForCalls(1) }
    // Given up after the (clamped) 1 ms timeout and 2 s; the retry is due at once, and
    // the worker says it waits for the hung call.
    try await within {
      await fallback.waitUntil { records in
        records.contains { $0.debugMessage.contains("no other request is sent") }
      }
    }
    for _ in 0..<3 {
      let flush = Task { await sink.flush(timeout: .seconds(1)) }
      try await within { await clock.advanceToNextSleeper() }
      let flushed = try await within { await flush.value }
      XCTAssertFalse(flushed)
    }
    XCTAssertEqual(hang.calls, 1)
    XCTAssertEqual(hang.maximumInFlight, 1)
    XCTAssertEqual(sink.status.pending, 2)

    await sink.abandon()
    let next = ScriptedTransport()
    let successor = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(requestTimeout: .seconds(5)), fallback: fallback,
      transport: next, clock: ContinuousClock())
    let flushed = try await within { await successor.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(next.postedIDs, written.map(\.id))
    XCTAssertEqual(successor.status, HTTPLogSink.Status(delivered: 2))
    XCTAssertEqual(hang.calls, 1)
  }

  /// The hung request's records stay protected from the outbox's bounds, as those of any
  /// request on the way: a full outbox drops the next oldest. Before, between the deadline
  /// and the retry the hung batch was unprotected, and the bound dropped it.
  func testTheBatchOfAHungRequestIsNotDroppedByTheBounds() async throws {
    let fallback = AwaitableLogSink()
    let hang = NeverReturningCall(hanging: 1)
    defer { hang.release() }
    let clock = SteppingClock()
    var configuration = configuration(
      batchSize: 1, outboxLimit: 2,
      retry: RetryPolicy(
        maxAttempts: 1, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: .fixed(1)))
    configuration.requestTimeout = .milliseconds(1)
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration, fallback: fallback, transport: HungTransport(hang),
      clock: clock.clock)
    let (held, second, third) = (record("held"), record("second"), record("third"))
    sink.write(held)
    try await within { await hang.waitForCalls(1) }
    // Given up at its deadline; the retry waits on the clock, which the test does not move.
    try await within { await fallback.waitForNotices(1) }
    sink.write(second)
    sink.write(third)
    // The first record the bound drops goes to the fallback.
    try await within {
      await fallback.waitUntil { records in
        records.contains { $0.context.rawValue != "errorReporting" }
      }
    }
    XCTAssertEqual(fallback.forwarded.map(\.id), [second.id])
    XCTAssertEqual(sink.status.pending, 2)
    XCTAssertEqual(sink.status.dropped, 1)

    hang.release()
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(hang.calls, 3)
    XCTAssertEqual(hang.maximumInFlight, 1)
    XCTAssertEqual(sink.status.delivered, 2)
    XCTAssertEqual(sink.status.pending, 0)
    XCTAssertEqual(fallback.forwarded.map(\.id), [second.id])
  }

  /// A flush that comes while a request hangs asks to skip the retry wait: the next request
  /// goes as soon as the hung call returns, not at the retry time. (Found while writing the
  /// test above: the worker took the flush's kick while held back, and then waited for the
  /// retry time on a clock nobody moved.)
  func testAFlushWhileARequestHangsSendsAsSoonAsItReturns() async throws {
    let fallback = AwaitableLogSink()
    let hang = NeverReturningCall(hanging: 1)
    defer { hang.release() }
    let clock = SteppingClock()
    var configuration = configuration(
      batchSize: 1,
      retry: RetryPolicy(
        maxAttempts: 1, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: .fixed(1)))
    configuration.requestTimeout = .milliseconds(1)
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration, fallback: fallback, transport: HungTransport(hang),
      clock: clock.clock)
    sink.write(record("held"))
    try await within { await hang.waitForCalls(1) }
    try await within { await fallback.waitForNotices(1) }
    // The flush kicks the worker past the retry wait, into the hung request: it says so.
    let flush = Task { await sink.flush(timeout: .seconds(60)) }
    try await within { await fallback.waitForNotices(2) }
    XCTAssertEqual(hang.calls, 1)

    hang.release()
    let flushed = try await within { await flush.value }
    XCTAssertTrue(flushed)
    XCTAssertEqual(hang.calls, 2)
    XCTAssertEqual(hang.maximumInFlight, 1)
    XCTAssertEqual(clock.now, .zero)
    XCTAssertEqual(sink.status.delivered, 1)
    XCTAssertEqual(sink.status.pending, 0)
  }

  /// Statuses no HTTP answer has, and the edges of the classes the sink tells apart: each is
  /// a failed attempt named by its number, retried, and the record arrives at the 200.
  func testAStatusNoAnswerHasIsAFailureNamedByItsNumber() async throws {
    let statuses = [
      Int.min, -1, 0, 1, 99, 100, 101, 199, 300, 399, 429, 500, 599, 600, 999, Int.max,
    ]
    let fallback = AwaitableLogSink()
    let transport = ScriptedTransport { index in index < statuses.count ? statuses[index] : 200 }
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(requestTimeout: .seconds(5)), fallback: fallback,
      transport: transport, clock: ContinuousClock())
    let only = record("garbage")
    sink.write(only)
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs, Array(repeating: only.id, count: statuses.count + 1))
    let expected = statuses.map { status in
      (300..<400).contains(status)
        ? "HTTP \(status) (a redirect without a Location; redirects are not followed: set the "
          + "endpoint to the URL that accepts the records)"
        : "HTTP \(status)"
    }
    XCTAssertEqual(
      fallback.notices.map { notice in
        notice.range(of: "attempt(s) (").flatMap { start in
          notice.range(of: "); ", range: start.upperBound..<notice.endIndex).map {
            String(notice[start.upperBound..<$0.lowerBound])
          }
        } ?? notice
      }, expected)
    XCTAssertEqual(
      sink.status, HTTPLogSink.Status(delivered: 1, lastFailure: expected.last))
  }
}
