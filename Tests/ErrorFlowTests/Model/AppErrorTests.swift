import ErrorFlow
import Foundation
import XCTest

private enum ProfileError: AppErrorProtocol {
  case nameTooLong
  case tokenExpired

  var errorDescription: String? {
    switch self {
    case .nameTooLong: "이름이 너무 깁니다."
    case .tokenExpired: "다시 로그인해 주세요."
    }
  }

  var level: ErrorLevel { self == .tokenExpired ? .sessionExpired : .notifyUser }
}

final class AppErrorTests: ErrorFlowTestCase {
  func testCapturesTheLineWhereTheErrorIsCreated() {
    let line = #line + 1
    let error = AppError(ProfileError.nameTooLong, context: .action)
    XCTAssertEqual(error.source.line, line)
    XCTAssertEqual(error.source.fileID, "ErrorFlowTests/AppErrorTests.swift")
    XCTAssertEqual(error.source.function, "testCapturesTheLineWhereTheErrorIsCreated()")
  }

  func testToAppErrorCapturesItsCaller() {
    let line = #line + 1
    let error = AppError(RecordingUseCaseError.cancelled, context: .pageLoad)
    XCTAssertEqual(error.source.line, line)
    XCTAssertEqual(error.source.fileID, "ErrorFlowTests/AppErrorTests.swift")
  }

  func testFactoriesCaptureTheirCaller() {
    let line = #line + 1
    let cancelled = AppError.cancelled(context: .action)
    let unknown = AppError.unknown(URLError(.badURL), context: .action)
    XCTAssertEqual(cancelled.source.line, line)
    XCTAssertEqual(unknown.source.line, line + 1)
  }

  func testWrapsADomainErrorWithItsMessagesAndLevel() {
    let error = AppError(ProfileError.tokenExpired, context: .pageLoad)
    XCTAssertEqual(error.userMessage, "다시 로그인해 주세요.")
    XCTAssertEqual(error.level, .sessionExpired)
    XCTAssertNil(error.alertTitle, "no title of its own: the policy's default title applies")
    XCTAssertTrue(error.debugMessage.hasSuffix("ProfileError.tokenExpired"))
    XCTAssertFalse(error.isCancelled)
    XCTAssertFalse(error.isUnknown)
  }

  func testCancelledIsNeverShown() {
    let error = AppError.cancelled(context: .action)
    XCTAssertNil(error.userMessage)
    XCTAssertEqual(error.level, .logOnly)
    XCTAssertEqual(PresentationPolicy.standard().presentation(for: error), .silent)
  }

  func testUnknownKeepsTheOriginal() {
    let original = URLError(.badURL)
    let error = AppError(original, context: .action)
    guard case .unknown(let kept) = error.kind else { return XCTFail("\(error.kind)") }
    XCTAssertEqual((kept as? URLError)?.code, .badURL)
    XCTAssertNil(error.userMessage)
    XCTAssertEqual(error.level, .notifyUser)
  }

  func testFrameworkCancellationBecomesCancelled() {
    XCTAssertTrue(AppError(CancellationError(), context: .action).isCancelled)
    XCTAssertTrue(AppError(URLError(.cancelled), context: .action).isCancelled)
    XCTAssertTrue(AppError(CocoaError(.userCancelled), context: .action).isCancelled)
  }

  func testConvertingAnAppErrorKeepsItsSourceAndTakesTheNewContext() {
    let first = AppError(ProfileError.nameTooLong, context: .pageLoad)
    let again = AppError(first, context: .action)
    XCTAssertEqual(again.source, first.source)
    XCTAssertEqual(again.context, .action)
  }

  func testIdentityKeyIsTheSameForTheSameError() {
    let a = AppError(ProfileError.nameTooLong, context: .action)
    let b = AppError(ProfileError.nameTooLong, context: .pageLoad)
    let c = AppError(ProfileError.tokenExpired, context: .action)
    XCTAssertEqual(a.identityKey, b.identityKey)
    XCTAssertNotEqual(a.identityKey, c.identityKey)
  }

  func testUnderlyingChainFollowsEveryLayer() {
    let posix = POSIXError(.ENOSPC)
    let error = AppError(
      RecordingUseCaseError(RecordingRepositoryError(RecordingServiceError(posix))),
      context: .action)
    let chain = error.underlyingChain.map { String(describing: type(of: $0)) }
    XCTAssertEqual(
      chain, ["RecordingUseCaseError", "RecordingRepositoryError", "RecordingServiceError"])
  }

  func testUnderlyingChainIncludesNSUnderlyingErrors() {
    let inner = NSError(domain: "inner", code: 1)
    let outer = NSError(domain: "outer", code: 2, userInfo: [NSUnderlyingErrorKey: inner])
    let chain = AppError(outer, context: .action).underlyingChain.map { ($0 as NSError).domain }
    XCTAssertEqual(chain, ["outer", "inner"])
  }

  func testRetryActionRunsTheWork() {
    let ran = expectation(description: "retried")
    let error = AppError(
      kind: .domain(RecordingServiceError.uploadFailed), context: .action,
      retry: RetryAction { ran.fulfill() })
    error.retry?()
    wait(for: [ran], timeout: 1)
  }
}
