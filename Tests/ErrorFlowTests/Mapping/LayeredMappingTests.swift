import ErrorFlow
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The voice-recording example: framework code → service (5 cases) → repository (4) →
/// use case (4), with `cancelled` and `unknown` kept at every layer.
final class LayeredMappingTests: ErrorFlowTestCase {
  private func useCaseError(for frameworkError: any Error) async -> RecordingUseCaseError? {
    let recorder = FakeRecorder()
    recorder.failNext(with: frameworkError)
    let record = RecordUseCase(
      repository: RecordingRepository(service: RecordingService(recorder: recorder)))
    do throws(RecordingUseCaseError) {
      _ = try await record()
      return nil
    } catch {
      return error
    }
  }

  func testFrameworkCodesMapToServiceCases() {
    XCTAssertEqual(RecordingServiceError(POSIXError(.EACCES)).name, "microphoneDenied")
    XCTAssertEqual(RecordingServiceError(CocoaError(.fileWriteOutOfSpace)).name, "storageFull")
    XCTAssertEqual(RecordingServiceError(POSIXError(.ENOSPC)).name, "storageFull")
    XCTAssertEqual(RecordingServiceError(URLError(.notConnectedToInternet)).name, "uploadFailed")
    XCTAssertEqual(RecordingServiceError(URLError(.timedOut)).name, "uploadFailed")
    XCTAssertEqual(RecordingServiceError(URLError(.cancelled)).name, "cancelled")
    XCTAssertEqual(RecordingServiceError(CancellationError()).name, "cancelled")
    XCTAssertEqual(RecordingServiceError(TestFailure()).name, "unknown")
  }

  func testStorageFullRisesToRecordingFailed() async throws {
    let mapped = await useCaseError(for: POSIXError(.ENOSPC))
    let error = try XCTUnwrap(mapped)
    guard case .recordingFailed(.cannotRecord(.storageFull)) = error else {
      return XCTFail("\(error)")
    }
    let appError = AppError(error, context: .action)
    XCTAssertEqual(appError.userMessage, "저장 공간이 부족합니다.")
    XCTAssertEqual(appError.alertTitle, "녹음")
    XCTAssertEqual(appError.level, .notifyUser)
  }

  func testMicrophoneDeniedRisesToRecordingFailed() async throws {
    let mapped = await useCaseError(for: CocoaError(.fileWriteNoPermission))
    let error = try XCTUnwrap(mapped)
    guard case .recordingFailed(.cannotRecord(.microphoneDenied)) = error else {
      return XCTFail("\(error)")
    }
    XCTAssertEqual(error.errorDescription, "마이크 권한이 필요합니다.")
  }

  func testOfflineRisesToSavedOfflineAndIsRetryable() async throws {
    let mapped = await useCaseError(for: URLError(.notConnectedToInternet))
    let error = try XCTUnwrap(mapped)
    guard case .savedOffline(.syncFailed(.uploadFailed)) = error else {
      return XCTFail("\(error)")
    }
    XCTAssertEqual(AppError(error, context: .action).level, .retryable)
  }

  func testCancellationStaysCancelledAtEveryLayer() async throws {
    for cancellation: any Error in [CancellationError(), URLError(.cancelled)] {
      let mapped = await useCaseError(for: cancellation)
      let error = try XCTUnwrap(mapped)
      guard case .cancelled = error else { return XCTFail("\(error)") }
      XCTAssertTrue(AppError(error, context: .pageLoad).isCancelled)
    }
  }

  func testTaskCancellationStaysCancelled() async {
    let recorder = FakeRecorder()
    let record = RecordUseCase(
      repository: RecordingRepository(service: RecordingService(recorder: recorder)))
    let task = Task { () async throws(RecordingUseCaseError) -> String in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await record()
    }
    let result = await task.result
    guard case .failure(let error) = result, let useCaseError = error as? RecordingUseCaseError,
      case .cancelled = useCaseError
    else { return XCTFail("\(result)") }
  }

  func testUnknownKeepsTheOriginalThroughEveryLayer() async throws {
    let original = URLError(.unsupportedURL)
    let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))
    for framework: any Error in [original, decoding, TestFailure()] {
      let mapped = await useCaseError(for: framework)
      let error = try XCTUnwrap(mapped)
      if framework is URLError {
        // `.unsupportedURL` is a bad response: the uploader failed.
        guard case .savedOffline = error else { return XCTFail("\(error)") }
        continue
      }
      guard case .unknown(let kept) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(String(reflecting: kept), String(reflecting: framework))
      let appError = AppError(error, context: .action)
      XCTAssertTrue(appError.isUnknown)
      // The bounded description names the original and its type.
      XCTAssertTrue(appError.debugMessage.hasPrefix("unknown: "), appError.debugMessage)
      let typeName = String(describing: type(of: framework))
      XCTAssertTrue(appError.debugMessage.contains(typeName), appError.debugMessage)
    }
  }

  func testCatchBlockIsOneLineWithoutCasting() async {
    let recorder = FakeRecorder()
    recorder.failNext(with: POSIXError(.ENOSPC))
    let record = RecordUseCase(
      repository: RecordingRepository(service: RecordingService(recorder: recorder)))
    var published: [AppError] = []
    do {
      _ = try await record()
    } catch {
      published.append(AppError(error, context: .action))
    }
    XCTAssertEqual(published.map(\.userMessage), ["저장 공간이 부족합니다."])
  }
}
