import ErrorFlow
import ErrorFlowLogging
import Foundation
import InMemoryLogging
import Logging
import XCTest

enum SyncError: AppErrorProtocol {
  case offline(underlying: URLError)

  var errorDescription: String? { "Cannot reach the sync server." }
  var debugDescription: String { "sync failed: offline" }
  var level: ErrorLevel { .retryable }
  var underlyingError: (any Error)? {
    switch self {
    case .offline(let underlying): underlying
    }
  }
}

final class SwiftLogSinkTests: XCTestCase {
  private typealias Key = SwiftLogSink.MetadataKey

  /// A record with every field set to a known value.
  private func record(level: ErrorLevel = .notifyUser) -> ErrorLogRecord {
    var record = ErrorLogRecord(AppError(URLError(.timedOut), context: .action))
    record.id = "6F1C2A0E-0000-4000-8000-000000000001"
    record.level = level
    record.context = "checkout"
    record.kind = "domain"
    record.userMessage = "Payment failed."
    record.debugMessage = "PaymentError.declined"
    record.source = CallSite(fileID: "Shop/CheckoutViewModel.swift", function: "pay()", line: 42)
    record.identityKey = "PaymentError.declined"
    record.underlying = ["Shop.PaymentError.declined", "Shop.GatewayError.http(402)"]
    record.attempts = 3
    record.errorType = "Shop.PaymentError"
    return record
  }

  private func inMemoryLogger(level: Logger.Level = .trace) -> (Logger, InMemoryLogHandler) {
    var handler = InMemoryLogHandler()
    handler.logLevel = level
    return (Logger(label: "test") { _ in handler }, handler)
  }

  func testOneRecordIsOneLogCallWithItsLevelMessageAndMetadata() {
    let (logger, handler) = inMemoryLogger()
    SwiftLogSink(logger: logger).write(record())
    XCTAssertEqual(
      handler.entries,
      [
        InMemoryLogHandler.Entry(
          level: .error, message: "PaymentError.declined",
          metadata: [
            "log.record.uid": "6F1C2A0E-0000-4000-8000-000000000001",
            "errorflow.level": "notifyUser",
            "errorflow.context": "checkout",
            "errorflow.kind": "domain",
            "errorflow.identity_key": "PaymentError.declined",
            "code.file.path": "Shop/CheckoutViewModel.swift",
            "code.function.name": "pay()",
            "code.line.number": .stringConvertible(42),
            "exception.type": "Shop.PaymentError",
            "errorflow.user_message": "Payment failed.",
            "errorflow.attempts": .stringConvertible(3),
            "errorflow.error_chain": [
              "Shop.PaymentError.declined", "Shop.GatewayError.http(402)",
            ],
          ])
      ])
  }

  func testOptionalFieldsAreLeftOutWhenTheRecordHasNone() {
    let (logger, handler) = inMemoryLogger()
    var record = record(level: .logOnly)
    record.userMessage = nil
    record.attempts = nil
    record.errorType = nil
    record.underlying = []
    SwiftLogSink(logger: logger).write(record)
    XCTAssertEqual(handler.entries.map(\.level), [.info])
    XCTAssertEqual(
      handler.entries.first.map { $0.metadata.keys.sorted() },
      [
        Key.file, Key.function, Key.line, Key.context, Key.identityKey, Key.kind, Key.level,
        Key.recordID,
      ])
  }

  func testTheStandardLevelTable() {
    XCTAssertEqual(
      ErrorLevel.allCases.map { "\($0.rawValue) \(SwiftLogSink.standardLevel(for: $0))" },
      [
        "critical critical", "sessionExpired error", "notifyUser error", "retryable warning",
        "logOnly info",
      ])
    let (logger, handler) = inMemoryLogger()
    let sink = SwiftLogSink(logger: logger)
    for level in ErrorLevel.allCases { sink.write(record(level: level)) }
    XCTAssertEqual(handler.entries.map(\.level), [.critical, .error, .error, .warning, .info])
  }

  func testTheLoggersLevelFiltersRecords() {
    let (logger, handler) = inMemoryLogger(level: .warning)
    let sink = SwiftLogSink(logger: logger)
    for level in ErrorLevel.allCases { sink.write(record(level: level)) }
    XCTAssertEqual(
      handler.entries.map { $0.metadata[Key.level] },
      ["critical", "sessionExpired", "notifyUser", "retryable"])
  }

  func testAnAppsOwnLevelTable() {
    let (logger, handler) = inMemoryLogger()
    let sink = SwiftLogSink(logger: logger) { level in
      level == .logOnly ? .debug : SwiftLogSink.standardLevel(for: level)
    }
    sink.write(record(level: .logOnly))
    sink.write(record(level: .critical))
    XCTAssertEqual(handler.entries.map(\.level), [.debug, .critical])
  }

  func testTheEventNamesTheErrorsCallSiteAndModule() {
    let handler = EventCapturingLogHandler()
    SwiftLogSink(logger: Logger(label: "test") { _ in handler }).write(record())
    XCTAssertEqual(
      handler.store.events.map { "\($0.source) \($0.file) \($0.function) \($0.line)" },
      ["Shop Shop/CheckoutViewModel.swift pay() 42"])
  }

  func testLinesOutsideUIntAreClampedNotTrapped() {
    let handler = EventCapturingLogHandler()
    let sink = SwiftLogSink(logger: Logger(label: "test") { _ in handler })
    for line in [-5, Int.min, Int.max] {
      var record = record()
      record.source = CallSite(fileID: "A/B.swift", function: "f()", line: line)
      sink.write(record)
    }
    XCTAssertEqual(handler.store.events.map(\.line), [0, 0, UInt(Int.max)])
  }

  func testControlCharactersAreEscapedByDefault() {
    let (logger, handler) = inMemoryLogger()
    var record = record()
    record.debugMessage = "busy\n\u{1B}[2J\u{1B}]0;pwned\u{07}"
    record.userMessage = "line\u{2028}break\u{202E}"
    record.underlying = ["a\rb"]
    SwiftLogSink(logger: logger).write(record)
    let entry = handler.entries.first
    XCTAssertEqual(entry?.message, #"busy\n\u{1B}[2J\u{1B}]0;pwned\u{7}"#)
    XCTAssertEqual(entry?.metadata[Key.userMessage], #"line\u{2028}break\u{202E}"#)
    XCTAssertEqual(entry?.metadata[Key.errorChain], [#"a\rb"#])
  }

  func testDirectionMarksAreEscapedAsErrorFlowsOwnSinksEscapeThem() {
    let (logger, handler) = inMemoryLogger()
    var record = record()
    record.debugMessage = "a\u{61C}b\u{200E}c\u{200F}d"
    SwiftLogSink(logger: logger).write(record)
    XCTAssertEqual(handler.entries.map(\.message), [#"a\u{61C}b\u{200E}c\u{200F}d"#])
  }

  func testTextIsPassedAsItIsWhenEscapingIsOff() {
    let (logger, handler) = inMemoryLogger()
    var record = record()
    record.debugMessage = "busy\n\u{1B}[2J"
    SwiftLogSink(logger: logger, escapesControlCharacters: false).write(record)
    XCTAssertEqual(handler.entries.map(\.message), ["busy\n\u{1B}[2J"])
  }

  func testCurrentLogsToTheTaskLocalLoggerWithItsMetadata() {
    let (logger, handler) = inMemoryLogger()
    let sink = SwiftLogSink.current()
    withLogger(logger) { _ in
      withLogger(mergingMetadata: ["request.id": "r1"]) { _ in sink.write(record()) }
    }
    XCTAssertEqual(handler.entries.count, 1)
    XCTAssertEqual(handler.entries.first?.metadata["request.id"], "r1")
    XCTAssertEqual(handler.entries.first?.metadata[Key.identityKey], "PaymentError.declined")
  }

  func testAnErrorLoggedThroughErrorLoggerArrivesOnceWithItsChainAndAttempts() {
    let (logger, handler) = inMemoryLogger()
    let errorLogger = ErrorLogger(sinks: [SwiftLogSink(logger: logger)])
    var error = AppError(
      SyncError.offline(underlying: URLError(.notConnectedToInternet)), context: .action)
    error.attempts = 3
    errorLogger.log(error)
    XCTAssertEqual(handler.entries.count, 1)
    let entry = handler.entries.first
    XCTAssertEqual(entry?.level, .warning)
    XCTAssertEqual(entry?.message, "sync failed: offline")
    XCTAssertEqual(entry?.metadata[Key.attempts], .stringConvertible(3))
    XCTAssertEqual(entry?.metadata[Key.errorType], "ErrorFlowLoggingTests.SyncError")
    XCTAssertEqual(entry?.metadata[Key.userMessage], "Cannot reach the sync server.")
    XCTAssertEqual(entry?.metadata[Key.file], "ErrorFlowLoggingTests/SwiftLogSinkTests.swift")
    guard case .array(let chain)? = entry?.metadata[Key.errorChain] else {
      return XCTFail("no error chain: \(String(describing: entry))")
    }
    XCTAssertEqual(chain.count, 2)
    XCTAssertEqual(
      chain.first,
      "ErrorFlowLoggingTests.SyncError.offline(underlying: \(String(reflecting: URLError(.notConnectedToInternet))))"
    )
  }
}
