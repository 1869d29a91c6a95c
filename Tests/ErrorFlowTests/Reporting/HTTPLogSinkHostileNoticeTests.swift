import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// The worker's side of a misbehaving transport, through the package's transport seam and a
/// virtual clock: a run of identical failures is reported once until a request is answered,
/// and a transport that never ends cannot stall reporting.
final class HTTPLogSinkHostileNoticeTests: ReportingTestCase {
  private struct Failure: Error {
    let name: String
  }

  private let hang = NeverReturningCall(hanging: 1)

  override func tearDown() {
    hang.release()
    super.tearDown()
  }

  private func makeSink(
    _ transport: any LogTransport, _ clock: SteppingClock, fallback: AwaitableLogSink,
    requestTimeout: Duration = .seconds(20)
  ) throws -> HTTPLogSink {
    var configuration = configuration(
      batchSize: 1,
      retry: RetryPolicy(
        maxAttempts: 1, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: .fixed(1)))
    configuration.requestTimeout = requestTimeout
    return try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration, fallback: fallback, transport: transport,
      clock: clock.clock)
  }

  /// The reason in each notice, between "(" after "attempt(s) " and "); ".
  private func reasons(_ notices: [String]) -> [String] {
    notices.compactMap { notice in
      guard let start = notice.range(of: "attempt(s) (")?.upperBound,
        let end = notice.range(of: "); ", range: start..<notice.endIndex)?.lowerBound
      else { return nil }
      return String(notice[start..<end])
    }
  }

  func testARunOfIdenticalFailuresIsReportedOnceUntilARequestIsAnswered() async throws {
    // One attempt per round, so each failure ends a round: A, A, B, delivered; then A,
    // delivered.
    let transport = ScriptedTransport { index in
      switch index {
      case 0, 1, 4: throw Failure(name: "A")
      case 2: throw Failure(name: "B")
      default: return 200
      }
    }
    let clock = SteppingClock()
    let fallback = AwaitableLogSink()
    let sink = try makeSink(transport, clock, fallback: fallback)
    sink.write(record("first"))
    for attempt in 1...3 {
      try await within { await transport.waitForRequests(attempt) }
      try await within { await clock.advanceToNextSleeper() }
    }
    try await within { await transport.waitForRequests(4) }
    let first = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(first)
    sink.write(record("second"))
    try await within { await transport.waitForRequests(5) }
    try await within { await clock.advanceToNextSleeper() }
    try await within { await transport.waitForRequests(6) }
    let second = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(second)

    let a = "network error: " + ErrorDescription.of(Failure(name: "A"))
    let b = "network error: " + ErrorDescription.of(Failure(name: "B"))
    XCTAssertEqual(reasons(fallback.notices), [a, b, a], "\(fallback.notices)")
    XCTAssertEqual(fallback.notices.count, 3)
    XCTAssertEqual(sink.status, HTTPLogSink.Status(delivered: 2, lastFailure: a))
  }

  /// Issue 29: a transport that never returns is given up at the request timeout plus 2 s
  /// of real time, and no other request starts while it still holds its batch — not at the
  /// retry, not for a flush — until it returns: one request in flight at a time. Before,
  /// the retry sent a second request beside the hung one (no notice came; two in flight).
  func testATransportThatNeverReturnsHoldsBackTheNextRequestUntilItDoes() async throws {
    let clock = SteppingClock()
    let fallback = AwaitableLogSink()
    let hang = hang
    let sink = try makeSink(
      HungTransport(hang), clock, fallback: fallback, requestTimeout: .milliseconds(200))
    sink.write(record("stalled"))
    try await within { await hang.waitForCalls(1) }
    let start = Date()
    // The worker gives the attempt up on real time, then waits for its retry on the clock.
    try await within { await clock.advanceToNextSleeper() }
    let elapsed = Date().timeIntervalSince(start)
    // At the retry the request still hangs: the worker says so once and sends nothing.
    try await within { await fallback.waitForNotices(2) }
    let deadline =
      "network error: the request did not end within the request timeout (0.2 seconds) "
      + "and 2.0 seconds more"
    let waiting =
      "the transport has not returned from a request given up 2.0 seconds after the request "
      + "timeout (0.2 seconds); no other request is sent until it does"
    XCTAssertEqual(hang.calls, 1)
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 1, lastFailure: waiting))
    XCTAssertEqual(reasons(fallback.notices), [deadline])
    XCTAssertEqual(
      fallback.notices.last, "HTTPLogSink: \(waiting); 1 record(s) wait in the outbox")

    // A flush cannot send it either: it ends at its time limit, the record kept.
    let flush = Task { await sink.flush(timeout: .seconds(30)) }
    try await within { await clock.advanceToNextSleeper() }
    let early = try await within { await flush.value }
    XCTAssertFalse(early)
    XCTAssertEqual(hang.calls, 1)

    // Once the hung call returns (its answer too late to count), the next request goes.
    hang.release()
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    // An upper bound that proves the attempt ended: 0.2 s + the 2 s margin + 2 s of slack.
    XCTAssertLessThan(elapsed, 4.2)
    XCTAssertEqual(hang.calls, 2)
    XCTAssertEqual(hang.maximumInFlight, 1)
    XCTAssertEqual(sink.status, HTTPLogSink.Status(delivered: 1, lastFailure: waiting))
    XCTAssertEqual(fallback.notices.count, 2, "\(fallback.notices)")
  }
}
