import ErrorFlow
import ErrorFlowTesting
import FaultKit
import Foundation
import XCTest

/// ``HTTPLogSink`` made through its public initializer with an app's ``TestClock``: batching
/// by age and the waits between retries run in virtual time against a real server on
/// 127.0.0.1, as an app's own test would drive them.
final class HTTPLogSinkVirtualTimeTests: ReportingTestCase {
  private func instant(_ duration: Duration) -> TestClock.Instant {
    TestClock.Instant(offset: duration)
  }

  func testABatchIsSentExactlyWhenItsOldestRecordReachesMaxBatchAge() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let clock = TestClock()
    let sink = try HTTPLogSink(
      endpoint: server.url, outboxDirectory: outbox,
      configuration: configuration(batchSize: 10, maxBatchAge: .seconds(5)),
      fallback: AwaitableLogSink(), clock: clock)
    let only = record("waits for its batch")
    sink.write(only)
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [instant(.seconds(5))])
    clock.advance(by: .milliseconds(4_999))
    XCTAssertEqual(clock.deadlines, [instant(.seconds(5))], "not yet")
    XCTAssertEqual(server.requests.count, 0)
    clock.advance(by: .milliseconds(1))
    let requests = try await within { await server.waitForRequests(1) }
    XCTAssertEqual(requests.map { OTLPBody(data: $0.body).ids }, [[only.id]])
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(sink.status.delivered, 1)
  }

  func testARetryWaitsItsBackoffInVirtualTime() async throws {
    let server = try LoopbackHTTPServer(answers: [.status(503), .status(503)])
    defer { server.stop() }
    let clock = TestClock()
    let sink = try HTTPLogSink(
      endpoint: server.url, outboxDirectory: outbox, configuration: configuration(batchSize: 1),
      fallback: AwaitableLogSink(), clock: clock)
    sink.write(record("retried"))
    _ = try await within { await server.waitForRequests(1) }
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [instant(.seconds(1))], "the first wait: 1 s")
    clock.advance(by: .seconds(1))
    _ = try await within { await server.waitForRequests(2) }
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [instant(.seconds(3))], "the second wait: 2 s more")
    clock.advance(by: .seconds(2))
    _ = try await within { await server.waitForRequests(3) }
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(sink.status.delivered, 1)
    XCTAssertEqual(server.requests.count, 3)
  }
}
