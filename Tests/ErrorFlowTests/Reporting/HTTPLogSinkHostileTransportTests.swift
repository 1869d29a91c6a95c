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
