import ErrorFlow
import Foundation
import XCTest

/// ``HTTPLogSink`` written from many threads while its worker delivers (no network: the
/// package's transport seam), run under ThreadSanitizer in CI.
final class HTTPLogSinkConcurrencyTests: ReportingTestCase {
  func testWritesFromManyThreadsAreEachDeliveredExactlyOnce() async throws {
    let transport = ScriptedTransport()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(batchSize: 16, outboxLimit: 2_000), fallback: nil,
      transport: transport, clock: SteppingClock().clock)
    let records = (0..<800).map { record("concurrent \($0)") }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in stride(from: thread, to: records.count, by: 4) {
        sink.write(records[index])
        if index % 50 == 0 { _ = sink.status }
      }
    }
    let flushed = try await within { await sink.flush(timeout: .seconds(600)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.postedIDs.sorted(), records.map(\.id).sorted())
    XCTAssertEqual(sink.status, HTTPLogSink.Status(pending: 0, delivered: 800))
  }

  func testFlushesFromManyTasksWhileWritingAllSucceed() async throws {
    let transport = ScriptedTransport()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(batchSize: 4), fallback: nil, transport: transport,
      clock: SteppingClock().clock)
    let records = (0..<40).map { record("flushed \($0)") }
    let results = try await within {
      await withTaskGroup(of: Bool.self) { group in
        for chunk in 0..<4 {
          group.addTask {
            for record in records[(chunk * 10)..<(chunk * 10 + 10)] { sink.write(record) }
            return await sink.flush(timeout: .seconds(600))
          }
        }
        var results: [Bool] = []
        for await result in group { results.append(result) }
        return results
      }
    }
    XCTAssertEqual(results, [true, true, true, true])
    XCTAssertEqual(transport.postedIDs.sorted(), records.map(\.id).sorted())
    XCTAssertEqual(sink.status.delivered, 40)
  }

  func testATinyOutboxUnderManyWritersSettlesEveryRecordOnceDeliveredOrDropped() async throws {
    let transport = ScriptedTransport()
    let fallback = AwaitableLogSink()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(batchSize: 4, outboxLimit: 8), fallback: fallback,
      transport: transport, clock: SteppingClock().clock)
    let records = (0..<400).map { record("tiny \($0)") }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in stride(from: thread, to: records.count, by: 4) {
        sink.write(records[index])
      }
    }
    let flushed = try await within { await sink.flush(timeout: .seconds(600)) }
    XCTAssertTrue(flushed)
    let status = sink.status
    let posted = Set(transport.postedIDs)
    let forwarded = Set(fallback.forwarded.map(\.id))
    XCTAssertEqual(status.pending, 0)
    XCTAssertEqual(status.delivered + status.dropped, 400)
    XCTAssertEqual(transport.postedIDs.count, status.delivered)
    XCTAssertEqual(posted.count, status.delivered)
    XCTAssertTrue(posted.isDisjoint(with: forwarded))
    // Every dropped record reached the fallback, once: none lost, none twice.
    XCTAssertEqual(fallback.forwarded.count, status.dropped)
    XCTAssertEqual(posted.union(forwarded), Set(records.map(\.id)))
  }
}
