import ErrorFlow
import Foundation
import XCTest

/// The delivery worker's own rules — retry rounds, flush limits, a damaged outbox, bounds —
/// through the package's transport seam (no network: a transport that fails at will) and a
/// virtual clock. The loopback-server tests are in ``HTTPLogSinkTests``.
final class HTTPLogSinkDeliveryTests: ReportingTestCase {
  private struct Offline: Error {}

  private func makeSink(
    _ transport: ScriptedTransport, _ clock: SteppingClock,
    _ configuration: HTTPLogSink.Configuration, fallback: (any ErrorLogSink)? = nil
  ) throws -> HTTPLogSink {
    try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration, fallback: fallback, transport: transport,
      clock: clock.clock)
  }

  func testARoundThatFailsIsReportedOnceAndANewRoundStartsAfterMaxDelay() async throws {
    let transport = ScriptedTransport { index in
      if index < 3 { throw Offline() }
      return 200
    }
    let clock = SteppingClock()
    let fallback = AwaitableLogSink()
    let policy = RetryPolicy(
      maxAttempts: 2, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: .fixed(1))
    let sink = try makeSink(
      transport, clock, configuration(batchSize: 1, retry: policy), fallback: fallback)
    let only = record("offline")
    sink.write(only)
    var waits: [Duration] = []
    for attempt in 1...3 {
      try await within { await transport.waitForRequests(attempt) }
      waits.append(try await within { await clock.advanceToNextSleeper() })
    }
    try await within { await transport.waitForRequests(4) }
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(waits, [.seconds(1), .seconds(8), .seconds(1)])
    XCTAssertEqual(transport.postedIDs, Array(repeating: only.id, count: 4))
    XCTAssertEqual(fallback.notices.count, 1)
    XCTAssertTrue(
      fallback.notices[0].contains("cannot deliver error reports after 2 attempt(s)"),
      fallback.notices[0])
    XCTAssertTrue(fallback.notices[0].contains("1 kept in the outbox"), fallback.notices[0])
    XCTAssertEqual(sink.status.delivered, 1)
    XCTAssertEqual(sink.status.pending, 0)
    XCTAssertTrue(sink.status.lastFailure?.hasPrefix("network error: ") == true)
  }

  func testAFlushThatRunsOutOfTimeLeavesTheRecordsForTheNextRun() async throws {
    let clock = SteppingClock()
    let sink = try makeSink(
      ScriptedTransport { _ in throw Offline() }, clock, configuration(batchSize: 10))
    let kept = record("kept")
    sink.write(kept)
    let result = ResultBox<Bool>()
    let flush = Task {
      result.set(await sink.flush(timeout: .seconds(2)))
    }
    for _ in 0..<10 where result.value == nil {
      _ = try await within { await clock.advanceToNextSleeper() }
    }
    await flush.value
    XCTAssertEqual(result.value, false)
    XCTAssertGreaterThanOrEqual(clock.now, .seconds(2))
    XCTAssertEqual(sink.status.pending, 1)
    XCTAssertEqual(sink.status.delivered, 0)
    await sink.abandon()

    let transport = ScriptedTransport()
    let next = try makeSink(transport, SteppingClock(), configuration(batchSize: 10))
    let flushed = try await within { await next.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs, [kept.id])
  }

  /// An app that flushes with no time to spare on its way out (the demo's `--report-wait 0`)
  /// still finds every record it logged in the outbox when `flush` returns: the flush waits
  /// for the worker to move them to disk before its time limit starts.
  func testAFlushWithNoTimeLeftStillReturnsOnlyOnceEveryRecordIsOnDisk() async throws {
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(batchSize: 1_000), fallback: AwaitableLogSink(),
      transport: ScriptedTransport { _ in throw Offline() }, clock: .live)
    let written = (0..<50).map { record("exit \($0)") }
    for record in written { sink.write(record) }
    let flushed = try await within { await sink.flush(timeout: .zero) }
    XCTAssertFalse(flushed)
    let ids = try outboxLines().map { line in
      try JSONDecoder().decode(ErrorLogRecord.self, from: Data(line.utf8)).id
    }
    XCTAssertEqual(ids, written.map(\.id))
    await sink.abandon()
  }

  func testUnreadableOutboxLinesAreSkippedCountedAndReported() async throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let first = record("first")
    let second = record("second")
    var file = Data()
    file += try encoder.encode(first) + Data("\n".utf8)
    file += Data("not json\n".utf8)
    file += Data([0xFF, 0xFE, 0x00, 0x0A])
    file += Data("{}\n".utf8)
    file += try encoder.encode(second) + Data("\n".utf8)
    file += Data(#"{"id":"cut"#.utf8)
    try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
    try file.write(to: outbox.appendingPathComponent("outbox.jsonl"))

    let transport = ScriptedTransport()
    let fallback = AwaitableLogSink()
    let sink = try makeSink(
      transport, SteppingClock(), configuration(batchSize: 10), fallback: fallback)
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs, [first.id, second.id])
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 0, delivered: 2, dropped: 4))
    try await within { await fallback.waitForNotices(1) }
    XCTAssertEqual(fallback.notices.count, 1)
    XCTAssertTrue(fallback.notices[0].contains("skipped 4 unreadable line(s)"), fallback.notices[0])
    XCTAssertEqual(try outboxLines(), [])
    // The cut-short line is gone: a new record starts on a line of its own.
    let third = record("third")
    sink.write(third)
    let flushedAgain = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushedAgain)
    XCTAssertEqual(transport.postedIDs, [first.id, second.id, third.id])
  }

  func testAnOutboxDirectoryThatCannotBeCreatedThrows() {
    XCTAssertThrowsError(
      try HTTPLogSink(
        endpoint: URL(string: "http://127.0.0.1:4318/v1/logs")!,
        outboxDirectory: URL(fileURLWithPath: "/dev/null/outbox")))
  }

  func testASmallerLimitOnTheNextRunDropsTheOldestLogOnlyRecordsAtOnce() async throws {
    let first = try makeSink(
      ScriptedTransport { _ in throw Offline() }, SteppingClock(), configuration(batchSize: 10))
    let records = [record("a", .logOnly), record("b"), record("c", .logOnly), record("d")]
    for record in records { first.write(record) }
    await first.abandon()

    let transport = ScriptedTransport()
    let fallback = AwaitableLogSink()
    let next = try makeSink(
      transport, SteppingClock(), configuration(batchSize: 10, outboxLimit: 2),
      fallback: fallback)
    try await within { await fallback.waitForIDs([records[0].id, records[2].id]) }
    let flushed = try await within { await next.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs, [records[1].id, records[3].id])
    XCTAssertEqual(fallback.forwarded.map(\.id), [records[0].id, records[2].id])
    XCTAssertEqual(next.status, HTTPLogSink.Status(pending: 0, delivered: 2, dropped: 2))
  }

  func testTheByteLimitDropsTheOldestRecordsAndTheOutboxFileStaysWithinIt() async throws {
    let records = (1...4).map { record("r\($0)") }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .secondsSince1970
    let lineSize = try encoder.encode(records[0]).count + 1
    var configuration = configuration(batchSize: 10)
    configuration.outboxByteLimit = lineSize * 5 / 2
    let fallback = AwaitableLogSink()
    let sink = try makeSink(
      ScriptedTransport { _ in throw Offline() }, SteppingClock(), configuration,
      fallback: fallback)
    for record in records { sink.write(record) }
    try await within { await fallback.waitForIDs([records[0].id, records[1].id]) }
    XCTAssertEqual(fallback.forwarded.map(\.id), [records[0].id, records[1].id])
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 2, dropped: 2))
    let lines = try outboxLines()
    XCTAssertEqual(lines.count, 2)
    XCTAssertLessThanOrEqual(lines.reduce(0) { $0 + $1.utf8.count + 1 }, lineSize * 5 / 2)
    XCTAssertTrue(lines[0].contains(records[2].id))
    XCTAssertTrue(lines[1].contains(records[3].id))
  }
}
