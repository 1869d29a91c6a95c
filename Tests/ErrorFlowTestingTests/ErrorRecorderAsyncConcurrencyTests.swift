import Dispatch
import ErrorFlow
import ErrorFlowTesting
import XCTest

private struct SyncError: AppErrorProtocol {
  let message: String?
  let level: ErrorLevel
  var errorDescription: String? { message }
  var debugDescription: String { "SyncError(\(message ?? "nil"))" }
  var alertTitle: String { "Sync" }
}

private func failure(_ message: String) -> AppError {
  AppError(SyncError(message: message, level: .notifyUser), context: .action)
}

/// ErrorRecorder.waitUntil with errors sent from other threads.
final class ErrorRecorderAsyncConcurrencyTests: TestingTestCase {
  func testWaitUntilReturnsOnceErrorsSentFromAnotherThreadAreRecorded() async throws {
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable())
    DispatchQueue.global().async {
      errors.onNext(failure("First"))
      errors.onNext(failure("Second"))
    }
    let entries = try await recorder.waitUntil(count: 2, timeout: .seconds(5))
    XCTAssertEqual(entries.map(\.error.userMessage), ["First", "Second"])
    XCTAssertEqual(recorder.userMessages, ["First", "Second"])
    recorder.dispose()
  }

  func testWaitUntilReturnsAtOnceForErrorsAlreadyRecorded() async throws {
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable())
    errors.onNext(failure("Early"))
    try await recorder.waitUntil(count: 1)
    XCTAssertEqual(recorder.userMessages, ["Early"])
    recorder.dispose()
  }

  func testWaitUntilAfterRemoveAllWaitsForNewErrors() async throws {
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable())
    errors.onNext(failure("Old"))
    recorder.removeAll()
    DispatchQueue.global().async { errors.onNext(failure("New")) }
    let entries = try await recorder.waitUntil(count: 1)
    XCTAssertEqual(entries.map(\.error.userMessage), ["New"])
    recorder.dispose()
  }

  func testWaitUntilTimesOutListingTheRecordedErrors() async {
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable())
    let first = failure("Only")
    errors.onNext(first)
    do {
      try await recorder.waitUntil(count: 2, timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "ErrorRecorder.waitUntil(count: 2)",
          reason: .timedOut(after: .milliseconds(50)), received: ["\(first)"]))
    }
    recorder.dispose()
  }

  func testWaitUntilOnABusRecorder() async throws {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus: bus)
    DispatchQueue.global().async { bus.publish(failure("Offline")) }
    let entries = try await recorder.waitUntil(count: 1)
    XCTAssertEqual(entries.map(\.error.userMessage), ["Offline"])
    XCTAssertEqual(recorder.presentations.count, 1)
    recorder.dispose()
  }
}
