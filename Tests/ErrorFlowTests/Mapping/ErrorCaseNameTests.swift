import CoreTestSupport
import ErrorFlow
import Foundation
import XCTest

/// The posts' errors, as they write them: plain `LocalizedError` enums adopting nothing of
/// ErrorFlow's (post 000's `cancelled` has no message and is "never shown").
private enum StartRecordingUseCaseError: LocalizedError {
  case alreadyRecording
  case startFailed
  case cancelled
  case unknown(Error)

  var errorDescription: String? {
    switch self {
    case .alreadyRecording: "이미 녹음 중입니다."
    case .startFailed: "녹음을 시작하지 못했습니다."
    case .cancelled: nil
    case .unknown: nil
    }
  }
}

private enum PlainError: Error {
  case canceled
  case broken
}

/// The trap: a domain error that forgot `errorDescription` still shows a generic message,
/// and its `cancelled` case still reads as a cancellation.
private enum ForgetfulError: AppErrorProtocol {
  case failed
  case cancelled
  var level: ErrorLevel { .notifyUser }
}

/// The other trap: a `LayerError` that forgot `appErrorKind`.
private enum ForgetfulLayerError: LayerError {
  case saveFailed
  case cancelled
  case unknown(any Error)
  var errorDescription: String? {
    if case .saveFailed = self { return "저장하지 못했습니다." }
    return "알 수 없는 오류"
  }
  var level: ErrorLevel { .notifyUser }
}

private struct Underlying: Error, Equatable {}

final class ErrorCaseNameTests: ErrorFlowTestCase {
  private let policy = PresentationPolicy.standard()

  func testAPlainLocalizedErrorShowsItsErrorDescription() {
    let error = AppError(StartRecordingUseCaseError.alreadyRecording, context: .action)
    XCTAssertEqual(error.userMessage, "이미 녹음 중입니다.")
    XCTAssertEqual(error.level, .notifyUser)
    XCTAssertFalse(error.isUnknown)
    XCTAssertEqual(policy.presentation(for: error), .toast(message: "이미 녹음 중입니다."))
  }

  func testAPlainCaseNamedCancelledIsACancellation() {
    XCTAssertTrue(AppError(StartRecordingUseCaseError.cancelled, context: .action).isCancelled)
    XCTAssertTrue(AppError(PlainError.canceled, context: .action).isCancelled)
    XCTAssertTrue(AppError(PlainError.broken, context: .action).isUnknown)
  }

  func testAPlainUnknownCaseKeepsTheOriginal() {
    let error = AppError(StartRecordingUseCaseError.unknown(Underlying()), context: .pageLoad)
    guard case .unknown(let original) = error.kind else {
      return XCTFail("expected unknown, got \(error.kind)")
    }
    XCTAssertEqual(original as? Underlying, Underlying())
    XCTAssertEqual(
      policy.presentation(for: error),
      .errorPage(title: "Error", message: "Something went wrong. Please try again."))
  }

  func testAForgottenErrorDescriptionShowsTheDefaultMessageNotNothing() {
    let error = AppError(ForgetfulError.failed, context: .action)
    XCTAssertEqual(
      policy.presentation(for: error), .toast(message: "Something went wrong. Please try again."))
    XCTAssertTrue(AppError(ForgetfulError.cancelled, context: .action).isCancelled)
  }

  func testALayerErrorWithoutAppErrorKindReadsItsCancelledAndUnknownCases() {
    XCTAssertTrue(AppError(ForgetfulLayerError.cancelled, context: .action).isCancelled)
    let unknown = AppError(ForgetfulLayerError.unknown(Underlying()), context: .action)
    guard case .unknown(let original) = unknown.kind else {
      return XCTFail("expected unknown, got \(unknown.kind)")
    }
    XCTAssertEqual(original as? Underlying, Underlying())
    XCTAssertEqual(
      AppError(ForgetfulLayerError.saveFailed, context: .action).userMessage, "저장하지 못했습니다.")
  }

  func testACancelledPlainErrorIsLoggedButNeverPublished() async {
    let memory = InMemoryLogSink()
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]))
    let published = Locked<[AppError]>([])
    let subscription = tracker.errors.subscribe(onNext: { published.append($0) })
    await tracker.perform(context: .action) { () async throws(StartRecordingUseCaseError) in
      throw .cancelled
    }.value
    subscription.dispose()
    XCTAssertEqual(published.value.count, 0)
    XCTAssertEqual(memory.records.map(\.kind), ["cancelled"])
  }

  func testFrameworkCancellationsStillCount() {
    XCTAssertTrue(AppError(CancellationError(), context: .action).isCancelled)
    XCTAssertTrue(AppError(CocoaError(.userCancelled), context: .action).isCancelled)
  }
}

/// The route cache answers per type and case; these pin that it never changes an answer.
final class ErrorRouteCacheTests: ErrorFlowTestCase {
  private struct VaryingMessage: LocalizedError {
    let text: String?
    var errorDescription: String? { text }
  }

  private final class ClassError: Error {}

  func testRepeatedErrorsOfOneCaseGetTheSameAnswerEveryTime() {
    for _ in 0..<3 {
      XCTAssertTrue(AppError(PlainError.broken, context: .action).isUnknown)
      XCTAssertTrue(AppError(PlainError.canceled, context: .action).isCancelled)
      XCTAssertTrue(AppError(StartRecordingUseCaseError.cancelled, context: .action).isCancelled)
      XCTAssertTrue(AppError(ClassError(), context: .action).isUnknown)
    }
  }

  func testAValueDependentMessageIsReadEveryTime() {
    XCTAssertEqual(AppError(VaryingMessage(text: "하나"), context: .action).userMessage, "하나")
    XCTAssertEqual(AppError(VaryingMessage(text: "둘"), context: .action).userMessage, "둘")
    XCTAssertTrue(AppError(VaryingMessage(text: nil), context: .action).isUnknown)
    XCTAssertEqual(AppError(VaryingMessage(text: "셋"), context: .action).userMessage, "셋")
  }

  func testAWrappedErrorIsReadThroughEveryTime() {
    XCTAssertTrue(AppError(Wrapper.group(PlainError.canceled), context: .action).isCancelled)
    XCTAssertEqual(
      AppError(Wrapper.group(StartRecordingUseCaseError.startFailed), context: .action)
        .userMessage, "녹음을 시작하지 못했습니다.")
  }
}

private enum Wrapper: Error {
  case group(any Error)
}

/// A plain `LocalizedError` whose payload nests deeply: its messages are read, and its debug
/// text and identity stay bounded (no unbounded reflection of user data).
final class LocalizedDomainErrorTests: ErrorFlowTestCase {
  private indirect enum Nested: Error {
    case leaf
    case node(Nested)
  }

  private struct DeepLocalized: LocalizedError {
    let payload: Nested
    var errorDescription: String? { "깊은 오류" }
  }

  func testDescriptionsOfADeepPlainLocalizedErrorAreBounded() {
    var nested = Nested.leaf
    for _ in 0..<20_000 { nested = .node(nested) }
    let error = AppError(DeepLocalized(payload: nested), context: .action)
    XCTAssertEqual(error.userMessage, "깊은 오류")
    XCTAssertLessThanOrEqual(error.debugMessage.count, 2_000)
    XCTAssertLessThanOrEqual(error.identityKey.count, 2_000)
  }
}
