import ErrorFlow
import Foundation
import XCTest

/// The worker's side of a misbehaving transport, through the package's transport seam and a
/// virtual clock: a run of identical failures is reported once until a request is answered,
/// and a transport that never ends cannot stall reporting.
final class HTTPLogSinkHostileNoticeTests: ReportingTestCase {
  private struct Failure: Error {
    let name: String
  }

  private let stalling = StallingTransport()

  override func tearDown() {
    stalling.release()
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

  func testATransportThatNeverEndsIsAbandonedAfterTheTimeoutAndAMargin() async throws {
    let clock = SteppingClock()
    let fallback = AwaitableLogSink()
    let stalling = stalling
    let sink = try makeSink(
      stalling, clock, fallback: fallback, requestTimeout: .milliseconds(200))
    let only = record("stalled")
    sink.write(only)
    try await within { await stalling.waitForCalls(1) }
    let start = Date()
    // The worker gives the attempt up on real time, then waits for its retry on the clock.
    try await within(10) { await clock.advanceToNextSleeper() }
    let elapsed = Date().timeIntervalSince(start)
    try await within { await stalling.waitForCalls(2) }
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)

    // An upper bound that proves the attempt ended: 0.2 s + the 2 s margin + 2 s of slack.
    XCTAssertLessThan(elapsed, 4.2)
    let reason =
      "network error: the request did not end within the request timeout (0.2 seconds) "
      + "and 2.0 seconds more"
    XCTAssertEqual(sink.status, HTTPLogSink.Status(delivered: 1, lastFailure: reason))
    XCTAssertEqual(reasons(fallback.notices), [reason])
  }
}
