import ErrorFlow
import Foundation
import XCTest

@testable import ConsoleDemo

/// The demo's error reports through `HTTPLogSink`'s transport seam (the package init taking a
/// `LogTransport`): an in-process fake collector stands in for a server, so these tests need
/// no socket. The end-to-end runs of the binary are in `ConsoleDemoReportTests`.
@MainActor
final class ErrorReportsTests: TemporaryFolderTestCase {
  private let failures = WatchedSink()

  /// The reports `arguments` ask for, with `transport` as the way to the collector; the sink's
  /// own failures go to ``failures``, the logger's fallback.
  private func reports(
    _ arguments: [String], transport: any LogTransport
  ) throws -> (ErrorReports, ErrorLogger) {
    guard case .run(let options) = DemoOptions.parse(arguments) else {
      throw XCTSkip("the arguments do not parse")
    }
    guard
      case .on(let reports) = ErrorReports.make(options, directory: folder, transport: transport)
    else { throw XCTSkip("no reports") }
    return (reports, ErrorLogger(sinks: [reports.sink], fallback: failures))
  }

  private func error(_ message: String) -> AppError {
    AppError(SyncServiceError.rejected(message: message), context: .action)
  }

  func testQueuedReportsAreShownThenDeliveredAtQuit() async throws {
    let collector = FakeCollector(status: 200)
    let (reports, logger) = try reports(
      ["--report-url", "http://collector.test/v1/logs"], transport: collector)
    XCTAssertEqual(reports.statusChange(), nil)
    logger.log(error("one"))
    logger.log(error("two"))
    XCTAssertEqual(reports.statusChange(), .reportsQueued(2))
    XCTAssertEqual(reports.statusChange(), nil, "said once")
    var said: [ScreenText] = []
    await reports.finish { said.append($0) }
    XCTAssertEqual(said, [.reportsDelivered(2)])
    XCTAssertEqual(Set(collector.urls), [URL(string: "http://collector.test/v1/logs")])
    XCTAssertEqual(
      collector.userMessages, ["The sync server refused: one", "The sync server refused: two"])
    XCTAssertTrue(
      collector.bodies.allSatisfy {
        String(decoding: $0, as: UTF8.self).contains(
          #"{"key":"service.name","value":{"stringValue":"ConsoleDemo"}}"#)
      })
    XCTAssertEqual(failures.records.count, 0)
  }

  func testReportDownQueuesEveryReportUntilQuitThenDrains() async throws {
    let collector = FakeCollector(status: 200)
    let (reports, logger) = try reports(["--fail", "report-down"], transport: collector)
    XCTAssertNil(reports.endpoint, "the stand-in collector")
    for index in 1...3 {
      logger.log(error("\(index)"))
      XCTAssertEqual(reports.statusChange(), .reportsQueued(index))
    }
    var said: [ScreenText] = []
    await reports.finish { said.append($0) }
    XCTAssertEqual(said, [.collectorBack(3), .reportsDelivered(3)])
    XCTAssertEqual(
      collector.userMessages, (1...3).map { "The sync server refused: \($0)" },
      "nothing reached the collector while it was down; everything once it was back")
    XCTAssertEqual(reports.sink.status.pending, 0)
  }

  func testAReportTheCollectorRejectsIsSaidAndGoesToTheFallback() async throws {
    let collector = FakeCollector(status: 400)
    let (reports, logger) = try reports(
      ["--report-url", "http://collector.test/v1/logs"], transport: collector)
    // The sink writes the rejected record to the fallback once it has settled the batch:
    // wait for it rather than race the flush.
    let followed = expectation(description: "the rejected record follows its notice")
    failures.onWrite = { record in
      if record.userMessage == "The sync server refused: bad" { followed.fulfill() }
    }
    logger.log(error("bad"))
    var said: [ScreenText] = []
    await reports.finish { said.append($0) }
    XCTAssertEqual(said, [.reportsLost(rejected: 1, dropped: 0)])
    await fulfillment(of: [followed], timeout: 10)
    XCTAssertEqual(
      failures.records.first?.debugMessage.contains("rejected 1 record(s) with HTTP 400"), true,
      "\(failures.records.map(\.debugMessage))")
  }

  func testReportsNotSentInTimeAreKeptOnDiskForTheNextRun() async throws {
    let collector = FakeCollector(status: 503)
    let posted = expectation(description: "a post was tried")
    posted.assertForOverFulfill = false
    collector.onPost = { posted.fulfill() }
    let (reports, logger) = try reports(
      ["--report-url", "http://collector.test/v1/logs", "--report-wait", "0"],
      transport: collector)
    logger.log(error("kept"))
    var said: [ScreenText] = []
    await reports.finish { said.append($0) }
    // No time to send: whether the one try got its 503 by then is a race, so only the count.
    XCTAssertEqual(said.first, .reportsKept(1))
    // A batch is sent from the outbox on disk: once a post was tried, the record is there.
    await fulfillment(of: [posted], timeout: 10)
    await reports.sink.abandon()
    let outbox = try String(
      contentsOf: url(ErrorReports.outboxName).appendingPathComponent("outbox.jsonl"),
      encoding: .utf8)
    XCTAssertTrue(outbox.contains("The sync server refused: kept"), outbox)
  }

  func testAnOutboxThatCannotBeMadeIsAProblemToPrint() throws {
    try write("a file", to: ErrorReports.outboxName)
    guard case .run(let options) = DemoOptions.parse(["--fail", "report-down"]) else {
      return XCTFail("parses")
    }
    guard case .failed(let problem) = ErrorReports.make(options, directory: folder) else {
      return XCTFail("a file where the outbox goes cannot be an outbox")
    }
    XCTAssertTrue(
      problem.hasPrefix("cannot keep the report outbox \(url(ErrorReports.outboxName).path)"),
      problem)
  }

  func testNoReportURLAndNoFaultSendsNothing() {
    guard case .run(let options) = DemoOptions.parse([]) else { return XCTFail("parses") }
    guard case .off = ErrorReports.make(options, directory: folder) else {
      return XCTFail("reports are off")
    }
  }
}

/// A collector in the process: answers every post with `status` and keeps what it got.
private final class FakeCollector: LogTransport, @unchecked Sendable {
  private let lock = NSLock()
  private let status: Int
  private var received: [(body: Data, url: URL)] = []
  private var postHandler: (@Sendable () -> Void)?

  /// Called after each post is received.
  var onPost: (@Sendable () -> Void)? {
    get { lock.withLock { postHandler } }
    set { lock.withLock { postHandler = newValue } }
  }

  init(status: Int) {
    self.status = status
  }

  var bodies: [Data] { lock.withLock { received.map(\.body) } }
  var urls: [URL] { lock.withLock { received.map(\.url) } }

  /// The `errorflow.user_message` of every log record received, in order: each OTLP body
  /// parsed as JSON.
  var userMessages: [String] {
    bodies.flatMap { body -> [String] in
      let root = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
      let resources = root?["resourceLogs"] as? [[String: Any]] ?? []
      let scopes = resources.flatMap { $0["scopeLogs"] as? [[String: Any]] ?? [] }
      let records = scopes.flatMap { $0["logRecords"] as? [[String: Any]] ?? [] }
      return records.compactMap { record in
        let attributes = record["attributes"] as? [[String: Any]] ?? []
        let message = attributes.first { $0["key"] as? String == "errorflow.user_message" }
        return (message?["value"] as? [String: Any])?["stringValue"] as? String
      }
    }
  }

  func post(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> Int {
    let handler = lock.withLock { () -> (@Sendable () -> Void)? in
      received.append((body, url))
      return postHandler
    }
    handler?()
    return status
  }
}

/// Keeps what it is given, and calls `onWrite` with each record.
private final class WatchedSink: ErrorLogSink, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [ErrorLogRecord] = []
  private var handler: (@Sendable (ErrorLogRecord) -> Void)?

  var records: [ErrorLogRecord] { lock.withLock { stored } }

  var onWrite: (@Sendable (ErrorLogRecord) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  func write(_ record: ErrorLogRecord) {
    let handler = lock.withLock { () -> (@Sendable (ErrorLogRecord) -> Void)? in
      stored.append(record)
      return self.handler
    }
    handler?(record)
  }
}
