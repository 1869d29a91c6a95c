import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// ``HTTPLogSink`` against a real HTTP server on 127.0.0.1, through
/// the real transport (the package's own HTTP/1.1 client). Retry waits run on a virtual clock.
final class HTTPLogSinkTests: ReportingTestCase {
  private func makeSink(
    _ server: LoopbackHTTPServer, _ clock: SteppingClock,
    _ configuration: HTTPLogSink.Configuration, fallback: (any ErrorLogSink)? = nil
  ) throws -> HTTPLogSink {
    try HTTPLogSink(
      endpoint: server.url, outboxDirectory: outbox, configuration: configuration,
      fallback: fallback, transport: SocketHTTPTransport(), clock: clock.clock)
  }

  func testPostsABatchAsOTLPJSONWithEveryField() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let sink = try makeSink(
      server, SteppingClock(), configuration(headers: ["X-Api-Key": "secret"]))
    var first = record("disk full", .critical)
    first.timestamp = Date(timeIntervalSince1970: 1_700_000_000.25)
    first.attempts = 3
    let second = record("offline", .retryable)
    sink.write(first)
    sink.write(second)
    let requests = try await within { await server.waitForRequests(1) }
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 0, delivered: 2))
    XCTAssertEqual(server.requests.count, 1)

    let request = try XCTUnwrap(requests.first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/v1/logs")
    XCTAssertEqual(request.headers["content-type"], "application/json")
    XCTAssertEqual(request.headers["x-api-key"], "secret")
    let body = OTLPBody(data: request.body)
    XCTAssertEqual(body.serviceName, "errorflow-tests")
    XCTAssertEqual(body.scopeNames, ["ErrorFlow"])
    XCTAssertEqual(body.ids, [first.id, second.id])

    let log = body.logRecords[0]
    XCTAssertEqual(log["timeUnixNano"] as? String, "1700000000250000000")
    XCTAssertNotNil(UInt64(log["observedTimeUnixNano"] as? String ?? "x"))
    XCTAssertEqual(log["severityNumber"] as? Int, 21)
    XCTAssertEqual(log["severityText"] as? String, "critical")
    XCTAssertEqual((log["body"] as? [String: Any])?["stringValue"] as? String, first.debugMessage)
    func string(_ key: String) -> String? {
      OTLPBody.attribute(key, of: log)?["stringValue"] as? String
    }
    func integer(_ key: String) -> String? {
      OTLPBody.attribute(key, of: log)?["intValue"] as? String
    }
    XCTAssertEqual(string("errorflow.level"), "critical")
    XCTAssertEqual(string("errorflow.context"), "action")
    XCTAssertEqual(string("errorflow.kind"), "domain")
    XCTAssertEqual(string("errorflow.user_message"), "disk full")
    XCTAssertEqual(string("code.file.path"), "ErrorFlowTests/ReportingTestCase.swift")
    XCTAssertEqual(string("code.function.name"), "record(_:_:)")
    XCTAssertEqual(integer("code.line.number"), String(first.source.line))
    XCTAssertEqual(string("exception.type"), "ErrorFlowTests.SampleError")
    XCTAssertEqual(string("exception.message"), first.debugMessage)
    XCTAssertEqual(integer("errorflow.attempts"), "3")
    let chain = OTLPBody.attribute("errorflow.error_chain", of: log)?["arrayValue"]
    let values = (chain as? [String: Any])?["values"] as? [[String: Any]]
    XCTAssertEqual(values?.compactMap { $0["stringValue"] as? String }, first.underlying)
    XCTAssertEqual(body.logRecords[1]["severityNumber"] as? Int, 13)
    XCTAssertEqual(body.logRecords[1]["severityText"] as? String, "retryable")
    XCTAssertNil(OTLPBody.attribute("errorflow.attempts", of: body.logRecords[1]))

    // `.ci/otlp-check` parses this body with the official OTLP protobuf definitions.
    if let path = ProcessInfo.processInfo.environment["ERRORFLOW_OTLP_CAPTURE"] {
      try request.body.write(to: URL(fileURLWithPath: path))
    }
  }

  func testWhileTheCollectorIsDownTheOutboxStaysWithinItsBoundThenEveryRecordArrivesOnce()
    async throws
  {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.pause()
    let fallback = AwaitableLogSink()
    let sink = try makeSink(
      server, SteppingClock(), configuration(batchSize: 2, outboxLimit: 5), fallback: fallback)
    let records = [
      record("a"), record("b"), record("c", .logOnly), record("d", .logOnly), record("e"),
      record("f"), record("g"),
    ]
    for record in records { sink.write(record) }
    let droppedIDs: Set = [records[2].id, records[3].id]
    try await within {
      await fallback.waitUntil { records in
        droppedIDs.isSubset(of: Set(records.map(\.id)))
          && records.contains { $0.context.rawValue == "errorReporting" }
      }
    }

    // The two log-only records made room; they went to the fallback, with a notice.
    XCTAssertEqual(Set(fallback.forwarded.map(\.id)), droppedIDs)
    XCTAssertTrue(fallback.notices.allSatisfy { $0.contains("the outbox is full") })
    var status = sink.status
    XCTAssertEqual(status.pending, 5)
    XCTAssertEqual(status.dropped, 2)
    XCTAssertEqual(status.delivered, 0)

    try server.resume()
    let flushed = try await within { await sink.flush(timeout: .seconds(600)) }
    XCTAssertTrue(flushed)
    status = sink.status
    XCTAssertEqual(status.pending, 0)
    XCTAssertEqual(status.delivered, 5)
    XCTAssertEqual(status.dropped, 2)
    let received = server.requests.flatMap { OTLPBody(data: $0.body).ids }
    let kept = [0, 1, 4, 5, 6].map { records[$0].id }
    XCTAssertEqual(Set(received), Set(kept))
    XCTAssertEqual(Set(received).count, 5)
    XCTAssertEqual(try outboxLines(), [])
  }

  func testFiveHundredsAreRetriedOnThePolicysSchedule() async throws {
    let server = try LoopbackHTTPServer(answers: [.status(500), .status(503)])
    defer { server.stop() }
    let clock = SteppingClock()
    let sink = try makeSink(server, clock, configuration(batchSize: 1))
    let only = record("flaky")
    sink.write(only)
    _ = try await within { await server.waitForRequests(1) }
    let firstWait = try await within { await clock.advanceToNextSleeper() }
    _ = try await within { await server.waitForRequests(2) }
    let secondWait = try await within { await clock.advanceToNextSleeper() }
    let requests = try await within { await server.waitForRequests(3) }
    XCTAssertEqual(firstWait, .seconds(1))
    XCTAssertEqual(secondWait, .seconds(2))
    let flushedSink = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushedSink)
    XCTAssertEqual(requests.map { OTLPBody(data: $0.body).ids }, [[only.id], [only.id], [only.id]])
    XCTAssertEqual(
      sink.status, HTTPLogSink.Status(pending: 0, delivered: 1, lastFailure: "HTTP 503"))
  }

  func testA400IsNotRetriedAndIsReportedOnceThroughTheLoggersFallback() async throws {
    let server = try LoopbackHTTPServer(answers: [.status(400)])
    defer { server.stop() }
    let fallback = AwaitableLogSink()
    let sink = try makeSink(server, SteppingClock(), configuration(batchSize: 2))
    let logger = ErrorLogger(sinks: [sink], fallback: fallback)
    let bad = [record("one"), record("two")]
    for record in bad { logger.sinks[0].write(record) }
    let flushedSink = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushedSink)
    XCTAssertEqual(
      sink.status, HTTPLogSink.Status(pending: 0, rejected: 2, lastFailure: "HTTP 400"))
    XCTAssertEqual(fallback.notices.count, 1)
    XCTAssertTrue(fallback.notices[0].contains("rejected 2 record(s) with HTTP 400"))
    XCTAssertEqual(fallback.forwarded.map(\.id), bad.map(\.id))

    let good = record("three")
    sink.write(good)
    let flushedAgain = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushedAgain)
    XCTAssertEqual(server.requests.map { OTLPBody(data: $0.body).ids }, [bad.map(\.id), [good.id]])
    XCTAssertEqual(sink.status.delivered, 1)
    XCTAssertEqual(fallback.records.count, 3)
  }

  func testAProcessKilledMidFlushLosesNothingOnRestart() async throws {
    let server = try LoopbackHTTPServer(answers: [.hold(then: 200)])
    defer { server.stop() }
    let written = (0..<3).map { record("before the kill \($0)") }
    let first = try makeSink(server, SteppingClock(), configuration(batchSize: 3))
    for record in written { first.write(record) }
    let flush = Task { await first.flush(timeout: .seconds(600)) }
    // The collector has the request and holds it: the app is killed now, mid-flush.
    _ = try await within { await server.waitForRequests(1) }
    try await within { await first.abandon() }
    let flushed = try await within { await flush.value }
    XCTAssertEqual(flushed, false)
    // The kill also cut an append short.
    let file = try FileHandle(forWritingTo: outbox.appendingPathComponent("outbox.jsonl"))
    try file.seekToEnd()
    try file.write(contentsOf: Data(#"{"id":"cut-short","level":"notif"#.utf8))
    try file.close()

    let fallback = AwaitableLogSink()
    let restarted = try makeSink(
      server, SteppingClock(), configuration(batchSize: 3), fallback: fallback)
    XCTAssertEqual(restarted.status.pending, 3)
    let flushedRestarted = try await within { await restarted.flush(timeout: .seconds(600)) }
    XCTAssertTrue(flushedRestarted)
    server.releaseHeld()

    let sent = server.requests.map { OTLPBody(data: $0.body).ids }
    XCTAssertEqual(sent, [written.map(\.id), written.map(\.id)])
    XCTAssertEqual(Set(sent.joined()), Set(written.map(\.id)))
    XCTAssertEqual(
      restarted.status, HTTPLogSink.Status(pending: 0, delivered: 3, dropped: 1))
    XCTAssertEqual(fallback.notices.count, 1)
    XCTAssertTrue(fallback.notices[0].contains("skipped 1 unreadable line"), fallback.notices[0])
  }

  func testASlowCollectorDoesNotSlowTheCaller() async throws {
    let server = try LoopbackHTTPServer(answers: [.hold(then: 200)])
    defer { server.stop() }
    let sink = try makeSink(server, SteppingClock(), configuration(batchSize: 2))
    sink.write(record("first"))
    sink.write(record("second"))
    _ = try await within { await server.waitForRequests(1) }
    // The collector holds the first batch: every later write returns while it does.
    for index in 0..<100 { sink.write(record("while held \(index)")) }
    XCTAssertEqual(sink.status.pending, 102)
    XCTAssertEqual(server.requests.count, 1)
    server.releaseHeld()
    let flushedSink = try await within { await sink.flush(timeout: .seconds(600)) }
    XCTAssertTrue(flushedSink)
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 0, delivered: 102))
    XCTAssertEqual(server.requests.count, 51)
  }

  func testABatchIsSentWhenFullOrWhenItsOldestRecordHasWaitedMaxBatchAge() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let clock = SteppingClock()
    let sink = try makeSink(server, clock, configuration(batchSize: 3, maxBatchAge: .seconds(5)))
    let full = [record("1"), record("2"), record("3")]
    for record in full { sink.write(record) }
    _ = try await within { await server.waitForRequests(1) }
    let late = record("4")
    sink.write(late)
    let waited = try await within { await clock.advanceToNextSleeper() }
    let requests = try await within { await server.waitForRequests(2) }
    XCTAssertEqual(waited, .seconds(5))
    XCTAssertEqual(requests.map { OTLPBody(data: $0.body).ids }, [full.map(\.id), [late.id]])
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 0, delivered: 4))
  }

  func testA429IsRetriedLikeA5xx() async throws {
    let server = try LoopbackHTTPServer(answers: [.status(429)])
    defer { server.stop() }
    let clock = SteppingClock()
    let sink = try makeSink(server, clock, configuration(batchSize: 1))
    sink.write(record("busy"))
    _ = try await within { await server.waitForRequests(1) }
    let waited = try await within { await clock.advanceToNextSleeper() }
    _ = try await within { await server.waitForRequests(2) }
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(waited, .seconds(1))
    XCTAssertEqual(
      sink.status, HTTPLogSink.Status(pending: 0, delivered: 1, lastFailure: "HTTP 429"))
  }

  func testASinkWithItsOwnFallbackKeepsItWhenGivenToALogger() async throws {
    let server = try LoopbackHTTPServer(answers: [.status(403)])
    defer { server.stop() }
    let own = AwaitableLogSink()
    let loggers = AwaitableLogSink()
    let sink = try makeSink(server, SteppingClock(), configuration(batchSize: 1), fallback: own)
    let logger = ErrorLogger(sinks: [sink], fallback: loggers)
    logger.log(AppError(SampleError("forbidden"), context: .action))
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(own.notices.count, 1)
    XCTAssertTrue(own.notices[0].contains("HTTP 403"), own.notices[0])
    XCTAssertEqual(own.forwarded.map(\.userMessage), ["forbidden"])
    XCTAssertEqual(loggers.records.count, 0)
    XCTAssertEqual(sink.status.rejected, 1)
  }

  func testEachLevelHasItsOpenTelemetrySeverity() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let sink = try makeSink(server, SteppingClock(), configuration(batchSize: 5))
    let levels: [ErrorLevel] = [.critical, .sessionExpired, .notifyUser, .retryable, .logOnly]
    for level in levels { sink.write(record(level.rawValue, level)) }
    let requests = try await within { await server.waitForRequests(1) }
    let logs = OTLPBody(data: requests[0].body).logRecords
    XCTAssertEqual(logs.compactMap { $0["severityNumber"] as? Int }, [21, 17, 17, 13, 9])
    XCTAssertEqual(logs.compactMap { $0["severityText"] as? String }, levels.map(\.rawValue))
  }
}
