import ErrorFlow
import Foundation
import XCTest

/// The app code an ``HTTPLogSink`` calls — its `LogTransport` and its fallback sink — calling
/// back into the sink: logging through the logger that feeds it, reading its status,
/// flushing it. No call deadlocks (each test is bounded by `within`, the reporting tests'
/// hang guard) and the records travel in the order they were written (issue 27, item 4;
/// contract 8: no app code under a library lock).
final class HTTPLogSinkReentrancyTests: ReportingTestCase {
  // The transport, in its first post, logs a record through the logger whose sink is
  // sending, reads the sink's status (the record counts as pending at once) and flushes
  // with a short timeout: the flush cannot end while the post it runs in holds the first
  // record, so it returns false, and the record it logged goes in the next request. The
  // test's first flush covers only the first record; its second, the transport's too.
  func testATransportThatLogsReadsTheStatusAndFlushes() async throws {
    let notices = AwaitableLogSink()
    let transport = CallingBackTransport()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(batchSize: 1), fallback: notices, transport: transport,
      clock: ContinuousClock())
    let logger = ErrorLogger(sinks: [sink], fallback: notices)
    transport.connect(sink: sink, logger: logger)
    logger.log(AppError(SampleError("first"), context: .action))
    let first = try await within(60) { await sink.flush(timeout: .seconds(30)) }
    XCTAssertTrue(first)
    let second = try await within(60) { await sink.flush(timeout: .seconds(30)) }
    XCTAssertTrue(second)
    XCTAssertEqual(
      transport.entries,
      ["post 1: first", "pending 2", "flush false", "post 2: from the transport"])
    XCTAssertEqual(sink.status, HTTPLogSink.Status(delivered: 2))
    XCTAssertEqual(notices.records.map(\.debugMessage), [])
  }

  // The fallback, given the notice of a rejected request, reads the status (the rejected
  // record is counted before the fallback hears of it) and logs a record through the logger
  // that feeds the sink; the rejected record follows its notice, and the new record is sent.
  func testAFallbackThatReadsTheStatusAndLogsThroughTheSink() async throws {
    let transport = ScriptedTransport { index in index == 0 ? 400 : 200 }
    let fallback = CallingBackFallback()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(batchSize: 1), fallback: fallback, transport: transport,
      clock: ContinuousClock())
    let logger = ErrorLogger(sinks: [sink], fallback: fallback)
    fallback.connect(sink: sink, logger: logger)
    logger.log(AppError(SampleError("refused"), context: .action))
    // The first flush ends after the fallback heard of the rejection (and so logged its
    // record); the second covers that record.
    let first = try await within(60) { await sink.flush(timeout: .seconds(30)) }
    XCTAssertTrue(first)
    let second = try await within(60) { await sink.flush(timeout: .seconds(30)) }
    XCTAssertTrue(second)
    XCTAssertEqual(
      fallback.entries,
      [
        "notice: HTTPLogSink: the collector rejected 1 record(s) with HTTP 400; they are "
          + "not sent again and follow here",
        "status: rejected 1, pending 0", "record: refused",
      ])
    XCTAssertEqual(
      transport.requests.map { OTLPBody(data: $0).userMessages },
      [["refused"], ["from the fallback"]])
    XCTAssertEqual(
      sink.status, HTTPLogSink.Status(delivered: 1, rejected: 1, lastFailure: "HTTP 400"))
  }
}

/// What the sink's app code holds of it: set once the sink exists, read from any thread.
// unchecked Sendable: `stored` and `seen` are guarded by `lock`
private class CallingBack: @unchecked Sendable {
  let lock = NSLock()
  private var stored: (sink: HTTPLogSink, logger: ErrorLogger)?
  private var seen: [String] = []

  func connect(sink: HTTPLogSink, logger: ErrorLogger) {
    lock.withLock { stored = (sink, logger) }
  }

  var connected: (sink: HTTPLogSink, logger: ErrorLogger)? { lock.withLock { stored } }

  /// What the app code did and saw, in order.
  var entries: [String] { lock.withLock { seen } }

  func record(_ entry: String) {
    lock.withLock { seen.append(entry) }
  }
}

/// A transport that answers 200 and, in its first post, calls back into its sink.
// unchecked Sendable: `posts` is guarded by the inherited `lock`
private final class CallingBackTransport: CallingBack, LogTransport, @unchecked Sendable {
  private var posts = 0

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    let number = lock.withLock { () -> Int in
      posts += 1
      return posts
    }
    record("post \(number): " + OTLPBody(data: body).userMessages.joined(separator: ", "))
    guard number == 1, let (sink, logger) = connected else { return 200 }
    logger.log(AppError(SampleError("from the transport"), context: .action))
    record("pending \(sink.status.pending)")
    let flushed = await sink.flush(timeout: .milliseconds(200))
    record("flush \(flushed)")
    return 200
  }
}

/// A fallback that, at the first notice, reads its sink's status and logs through the logger
/// that feeds the sink.
// unchecked Sendable: `calledBack` is guarded by the inherited `lock`
private final class CallingBackFallback: CallingBack, ErrorLogSink, @unchecked Sendable {
  private var calledBack = false

  func write(_ record: ErrorLogRecord) {
    guard record.context.rawValue == "errorReporting" else {
      self.record("record: \(record.userMessage ?? record.debugMessage)")
      return
    }
    self.record("notice: \(record.debugMessage)")
    let first = lock.withLock { () -> Bool in
      defer { calledBack = true }
      return !calledBack
    }
    guard first, let (sink, logger) = connected else { return }
    let status = sink.status
    self.record("status: rejected \(status.rejected), pending \(status.pending)")
    logger.log(AppError(SampleError("from the fallback"), context: .action))
  }
}

extension OTLPBody {
  /// The `errorflow.user_message` of each record.
  fileprivate var userMessages: [String] {
    logRecords.compactMap {
      Self.attribute("errorflow.user_message", of: $0)?["stringValue"] as? String
    }
  }
}
