import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// Drives a real ``HTTPLogSink`` — its public initializer, its own transport, the live
/// clock — against a collector (FaultKit's ``LoopbackHTTPServer``) that answers badly a few
/// times, then well, and checks the whole story: no crash, the records stay in the outbox,
/// the failure is reported once, and once the collector behaves every record arrives as it
/// was written.
class HostileCollectorTestCase: ReportingTestCase {
  /// The request timeout of these tests.
  static let requestTimeout = Duration.seconds(1)
  /// The margin a stalled attempt may take past the request timeout, in seconds: an upper
  /// bound that proves the attempt ended, not a speed measurement.
  static let margin: TimeInterval = 2

  /// How one hostile run went.
  struct Run {
    /// Seconds from each request's arrival to the next one's.
    let gaps: [TimeInterval]
  }

  /// One attempt per round, so each failed attempt ends a round (the point where a failure
  /// is reported) and waits of a few milliseconds.
  func hostileConfiguration() -> HTTPLogSink.Configuration {
    HTTPLogSink.Configuration(
      batchSize: 3, maxBatchAge: .seconds(3600), outboxLimit: 100,
      retry: RetryPolicy(
        maxAttempts: 1, baseDelay: .milliseconds(5), maxDelay: .milliseconds(20),
        jitter: .fixed(1)),
      serviceName: "errorflow-tests", requestTimeout: Self.requestTimeout)
  }

  /// Answers `times` requests with `answer`, then holds the next one until the test has
  /// checked the outbox, then answers 200.
  ///
  /// - Parameters:
  ///   - answer: The hostile answer.
  ///   - times: How many attempts meet it (each one a round that ends in failure).
  ///   - reason: The exact `lastFailure` every attempt must end with.
  /// - Returns: The gaps between requests, for the stall tests' upper bound.
  @discardableResult
  func assertHostile(
    _ answer: LoopbackHTTPServer.Answer, times: Int = 2, reason: String,
    file: StaticString = #filePath, line: UInt = #line
  ) async throws -> Run {
    try await assertHostile(
      { _ in answer }, times: times, reason: { _ in reason }, file: file, line: line)
  }

  /// ``assertHostile(_:times:reason:file:line:)`` with an answer and a reason that name the
  /// server's port.
  @discardableResult
  func assertHostile(
    _ answer: (UInt16) -> LoopbackHTTPServer.Answer, times: Int = 2,
    reason: (UInt16) -> String, file: StaticString = #filePath, line: UInt = #line
  ) async throws -> Run {
    let server = try LoopbackHTTPServer(otherwise: .hold(then: 200), lifetime: 60)
    defer { server.stop() }
    server.enqueue(Array(repeating: answer(server.port), count: times))
    let reason = reason(server.port)
    let fallback = AwaitableLogSink()
    let sink = try HTTPLogSink(
      endpoint: server.url, outboxDirectory: outbox, configuration: hostileConfiguration(),
      fallback: fallback)
    let written = [record("first"), record("second", .critical), record("third", .logOnly)]
    for record in written { sink.write(record) }

    var arrivals: [Date] = []
    for count in 1...(times + 1) {
      _ = try await within(8, file: file, line: line) { await server.waitForRequests(count) }
      arrivals.append(Date())
    }
    // The held request is the first after the hostile ones: each of those was settled
    // (and reported, if it was) before it was sent.
    XCTAssertEqual(
      sink.status,
      HTTPLogSink.Status(pending: 3, lastFailure: reason), "records kept", file: file,
      line: line)
    XCTAssertEqual(fallback.notices.count, 1, "\(fallback.notices)", file: file, line: line)
    XCTAssertTrue(
      fallback.notices.first?.contains("(\(reason));") == true, "\(fallback.notices)",
      file: file, line: line)
    XCTAssertEqual(fallback.forwarded.count, 0, file: file, line: line)

    server.releaseHeld()
    let flushed = try await within(10, file: file, line: line) {
      await sink.flush(timeout: .seconds(10))
    }
    XCTAssertTrue(flushed, file: file, line: line)
    XCTAssertEqual(
      sink.status, HTTPLogSink.Status(pending: 0, delivered: 3, lastFailure: reason),
      file: file, line: line)
    XCTAssertEqual(fallback.notices.count, 1, file: file, line: line)
    XCTAssertEqual(try outboxLines(), [], file: file, line: line)
    let requests = server.requests
    XCTAssertEqual(requests.count, times + 1, file: file, line: line)
    for request in requests {
      XCTAssertEqual(request.method, "POST", file: file, line: line)
      XCTAssertEqual(request.path, "/v1/logs", file: file, line: line)
      XCTAssertEqual(
        OTLPBody(data: request.body).ids, written.map(\.id), file: file, line: line)
    }
    let delivered = OTLPBody(data: requests.last?.body ?? Data()).logRecords
    XCTAssertEqual(
      delivered.map {
        OTLPBody.attribute("errorflow.user_message", of: $0)?["stringValue"] as? String
      },
      written.map(\.userMessage), file: file, line: line)
    XCTAssertEqual(
      delivered.map { $0["severityText"] as? String }, written.map(\.level.rawValue),
      file: file, line: line)
    let gaps = zip(arrivals.dropFirst(), arrivals).map { $0.timeIntervalSince($1) }
    return Run(gaps: gaps)
  }
}
