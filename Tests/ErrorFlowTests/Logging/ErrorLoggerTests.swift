import ErrorFlow
import Foundation
import XCTest

final class ErrorLoggerTests: ErrorFlowTestCase {
  func testWritesEveryRecordToEverySink() {
    let memory = InMemoryLogSink()
    let remote = Lines()
    let logger = ErrorLogger(sinks: [
      memory, ClosureLogSink { remote.append($0.identityKey) }, ConsoleLogSink(),
    ])
    let error = AppError(
      RecordingUseCaseError(RecordingRepositoryError(.storageFull)), context: .action)
    logger.log(error)
    XCTAssertEqual(memory.records.count, 1)
    XCTAssertEqual(remote.values, [error.identityKey])
    let record = memory.records[0]
    XCTAssertEqual(record.level, .notifyUser)
    XCTAssertEqual(record.context, .action)
    XCTAssertEqual(record.kind, "domain")
    XCTAssertEqual(record.userMessage, "저장 공간이 부족합니다.")
    XCTAssertEqual(record.source, error.source)
    XCTAssertEqual(record.underlying.count, 3)
    XCTAssertTrue(record.underlying[2].hasSuffix("RecordingServiceError.storageFull"))
    memory.removeAll()
    XCTAssertEqual(memory.records.count, 0)
  }

  func testReadableLineNamesLevelContextAndSource() {
    let error = AppError(SampleError("보이는 메시지"), context: .pageLoad)
    let line = ErrorLogRecord(error).line
    XCTAssertTrue(line.hasPrefix("[notifyUser] pageLoad "), line)
    XCTAssertTrue(line.contains("(user: \"보이는 메시지\")"), line)
    XCTAssertTrue(line.contains("@ ErrorFlowTests/ErrorLoggerTests.swift:"), line)
  }

  func testUnknownRecordsKeepTheOriginal() {
    let memory = InMemoryLogSink()
    ErrorLogger(sinks: [memory]).log(AppError(TestFailure(), context: .action))
    XCTAssertEqual(memory.records.map(\.kind), ["unknown"])
    XCTAssertEqual(memory.records.first?.underlying.count, 1)
  }

  func testDisabledLoggerWritesNothing() {
    ErrorLogger.disabled.log(AppError.cancelled(context: .action))
    XCTAssertTrue(ErrorLogger.disabled.sinks.isEmpty)
  }

  func testALoggerFallsBackToStandardErrorUnlessGivenAFallback() {
    XCTAssertTrue(ErrorLogger(sinks: []).fallback is ConsoleLogSink)
    let memory = InMemoryLogSink()
    let logger = ErrorLogger(sinks: [], fallback: memory)
    logger.fallback.write(ErrorLogRecord(AppError.cancelled(context: .action)))
    XCTAssertEqual(memory.records.map(\.kind), ["cancelled"])
  }
}
