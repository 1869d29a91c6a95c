import ErrorFlow
import Foundation
import XCTest

/// Shared set-up of the remote-reporting tests: a fresh outbox directory, records, and a
/// bound on every await (a test that would hang fails instead).
class ReportingTestCase: ErrorFlowTestCase {
  private(set) var outbox: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    outbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("ErrorFlowReporting-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: outbox)
    try super.tearDownWithError()
  }

  /// A record of a `SampleError` with `message` and `level`.
  func record(_ message: String, _ level: ErrorLevel = .notifyUser) -> ErrorLogRecord {
    ErrorLogRecord(AppError(SampleError(message, level), context: .action))
  }

  /// The lines of the outbox file.
  func outboxLines() throws -> [Substring] {
    let text = try String(
      contentsOf: outbox.appendingPathComponent("outbox.jsonl"), encoding: .utf8)
    return text.split(separator: "\n")
  }

  /// A configuration for tests: small batches, no batch age in practice, a fixed jitter.
  func configuration(
    batchSize: Int = 2, maxBatchAge: Duration = .seconds(3600), outboxLimit: Int = 1_000,
    retry: RetryPolicy = RetryPolicy(
      maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: .fixed(1)),
    headers: [String: String] = [:]
  ) -> HTTPLogSink.Configuration {
    HTTPLogSink.Configuration(
      batchSize: batchSize, maxBatchAge: maxBatchAge, outboxLimit: outboxLimit, retry: retry,
      serviceName: "errorflow-tests", headers: headers, requestTimeout: .seconds(20))
  }

  /// Runs `operation`, failing the test if it has not finished within `seconds` of real time.
  ///
  /// The default bound proves that the work ends, not that it is fast: under ThreadSanitizer
  /// on a 2-core machine at load average 15–17, the 800-record write-and-flush of
  /// `HTTPLogSinkConcurrencyTests` once took just over 30 s (11.5 s on a rerun), so the
  /// default leaves a wide margin.
  @discardableResult
  func within<T: Sendable>(
    _ seconds: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line,
    _ operation: @escaping @Sendable () async -> T
  ) async throws -> T {
    let result = ResultBox<T>()
    let finished = expectation(description: "finished within \(seconds) s")
    let task = Task {
      result.set(await operation())
      finished.fulfill()
    }
    await fulfillment(of: [finished], timeout: seconds)
    task.cancel()
    return try XCTUnwrap(result.value, "timed out", file: file, line: line)
  }
}

/// A value set by one task and read by another.
final class ResultBox<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: T?

  var value: T? { lock.withLock { stored } }

  func set(_ value: T) {
    lock.withLock { stored = value }
  }
}
