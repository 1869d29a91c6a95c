import ErrorFlow
import Foundation
import XCTest

/// The outbox directory under a hostile file system, in the process: removed while the sink
/// runs, and claimed by a second sink. The disk-full and kill cases need a child process:
/// ``HTTPLogSinkProcessTests``.
final class HTTPLogSinkOutboxTests: ReportingTestCase {
  private struct Offline: Error {}

  private func makeSink(
    at directory: URL? = nil, fallback: (any ErrorLogSink)? = AwaitableLogSink(),
    transport: any LogTransport = ScriptedTransport { _ in throw Offline() }
  ) throws -> HTTPLogSink {
    try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!,
      outboxDirectory: directory ?? outbox, configuration: configuration(batchSize: 100),
      fallback: fallback, transport: transport, clock: SteppingClock().clock)
  }

  /// The ids in the outbox file, in order.
  private func outboxIDs() throws -> [String] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return try outboxLines().map {
      try decoder.decode(ErrorLogRecord.self, from: Data($0.utf8)).id
    }
  }

  private func assertMadeAgain(removing removed: URL) async throws {
    let fallback = AwaitableLogSink()
    let sink = try makeSink(fallback: fallback)
    let before = (0..<3).map { record("before \($0)") }
    for record in before { sink.write(record) }
    _ = try await within { await sink.flush(timeout: .zero) }
    try FileManager.default.removeItem(at: removed)

    let after = (0..<5).map { record("after \($0)") }
    for record in after { sink.write(record) }
    _ = try await within { await sink.flush(timeout: .zero) }
    XCTAssertEqual(try outboxIDs(), (before + after).map(\.id))
    XCTAssertEqual(
      fallback.notices.filter { $0.contains("was removed while the sink ran") }.count, 1,
      "\(fallback.notices)")
    XCTAssertEqual(fallback.forwarded.count, 0)

    // Killed now, the app loses nothing: the next run finds every record.
    await sink.abandon()
    let next = try makeSink()
    XCTAssertEqual(next.status.pending, before.count + after.count)
    await next.abandon()
  }

  func testAnOutboxDirectoryRemovedWhileTheSinkRunsIsMadeAgainWithEveryRecord() async throws {
    try await assertMadeAgain(removing: outbox)
  }

  func testAnOutboxFileRemovedWhileTheSinkRunsIsMadeAgainWithEveryRecord() async throws {
    try await assertMadeAgain(removing: outbox.appendingPathComponent("outbox.jsonl"))
  }

  func testASecondSinkOnTheSameOutboxIsRefusedUntilTheFirstHasStopped() async throws {
    let first = try makeSink()
    XCTAssertThrowsError(try makeSink()) { error in
      let refusal = error as? HTTPLogSink.OutboxInUse
      XCTAssertEqual(refusal?.directory, outbox)
      XCTAssertTrue(
        "\(error)".contains("is in use by another HTTPLogSink"), "\(error)")
    }
    // The same directory by another path is the same outbox.
    let link = outbox.deletingLastPathComponent()
      .appendingPathComponent("ErrorFlowReportingLink-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outbox)
    defer { try? FileManager.default.removeItem(at: link) }
    XCTAssertThrowsError(try makeSink(at: link)) { error in
      XCTAssertTrue(error is HTTPLogSink.OutboxInUse, "\(error)")
    }

    let kept = record("kept")
    first.write(kept)
    await first.abandon()
    let transport = ScriptedTransport()
    let second = try makeSink(transport: transport)
    // What it loaded is due at once (its age is unknown), so its worker may have sent it
    // already: found means pending or delivered.
    let found = second.status
    XCTAssertEqual(found.pending + found.delivered, 1, "\(found)")
    let flushed = try await within { await second.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs, [kept.id])
  }

  /// A sink made right after the last one on its outbox was released waits for the old one
  /// to write what it was handed and let go: it is not refused, and finds every record.
  func testASinkMadeRightAfterTheLastWasReleasedTakesOverEveryRecord() async throws {
    var first: HTTPLogSink? = try makeSink()
    let written = (0..<50).map { record("handed over \($0)") }
    for record in written { first?.write(record) }
    first = nil
    let transport = ScriptedTransport()
    let second = try makeSink(transport: transport)
    let found = second.status
    XCTAssertEqual(found.pending + found.delivered, written.count, "\(found)")
    let flushed = try await within { await second.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs, written.map(\.id))
  }
}
