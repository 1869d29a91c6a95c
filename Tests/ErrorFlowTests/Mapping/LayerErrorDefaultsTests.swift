import ErrorFlow
import Foundation
import XCTest

// Post 000's service error, as the post lists its cases: no `cancelled`, no messages, no level.
// `: LayerError` and one line for its cancellation are all it takes, and the post's exhaustive
// switch in the repository's mapper stays as written.
private enum AudioRecorderServiceError: LayerError {
  case alreadyRecording
  case sessionActivationFailed
  case mediaServicesFailed
  case startFailed
  case unknown(Error)

  static var cancelled: Self { .unknown(CancellationError()) }
}

private enum VoiceRecordStartRepositoryError: LayerError {
  case alreadyRecording
  case startFailed
  case cancelled
  case unknown(Error)

  init(_ error: AudioRecorderServiceError) {
    switch error {
    case .alreadyRecording: self = .alreadyRecording
    case .sessionActivationFailed,
      .mediaServicesFailed,
      .startFailed:
      self = .startFailed
    case .unknown(let e): self = .unknown(e)
    }
  }
}

/// A layer error without a `cancelled` case keeps a cancellation in `unknown`, which stays a
/// cancellation through every layer; the level defaults to `notifyUser`.
final class LayerErrorDefaultsTests: ErrorFlowTestCase {
  func testACancellationMapsToUnknownKeepingItAndIsStillACancellation() {
    let service = AudioRecorderServiceError.mapping(CancellationError())
    guard case .unknown(let original) = service else { return XCTFail("\(service)") }
    XCTAssertTrue(original is CancellationError)
    XCTAssertTrue(AppError(service, context: .action).isCancelled)
    XCTAssertTrue(AppError(AudioRecorderServiceError.cancelled, context: .action).isCancelled)

    // Mapped up through the post's switch, it stays a cancellation: logged, never shown.
    let repository = VoiceRecordStartRepositoryError(service)
    let appError = AppError(repository, context: .action)
    XCTAssertTrue(appError.isCancelled)
    XCTAssertEqual(PresentationPolicy.standard().presentation(for: appError), .silent)
  }

  func testATypeWithItsOwnCancelledCaseKeepsIt() {
    let mapped = VoiceRecordStartRepositoryError.mapping(CancellationError())
    guard case .cancelled = mapped else { return XCTFail("\(mapped)") }
  }

  func testTheLevelIsNotifyUserAndAMissingMessageShowsTheDefault() {
    let error = AppError(AudioRecorderServiceError.startFailed, context: .action)
    XCTAssertEqual(error.level, .notifyUser)
    XCTAssertNil(error.userMessage)
    XCTAssertEqual(
      PresentationPolicy.standard().presentation(for: error),
      .toast(message: "Something went wrong. Please try again."))
  }

  func testAnUnknownErrorThatIsNotACancellationStaysUnknown() {
    let error = AppError(
      AudioRecorderServiceError.unknown(CocoaError(.fileNoSuchFile)), context: .action)
    guard case .unknown(let original) = error.kind else { return XCTFail("\(error.kind)") }
    XCTAssertEqual((original as? CocoaError)?.code, .fileNoSuchFile)
  }

  func testTheCaseNameIsTheCaseWithoutItsPayload() {
    XCTAssertEqual(AudioRecorderServiceError.startFailed.caseName, "startFailed")
    XCTAssertEqual(
      AudioRecorderServiceError.unknown(CocoaError(.fileNoSuchFile)).caseName, "unknown")
    XCTAssertEqual(VoiceRecordStartRepositoryError.cancelled.caseName, "cancelled")
    XCTAssertEqual(StructLayerError(code: 7).caseName, "StructLayerError")
  }
}

/// A layer error that is not an enum: its case name is its type's name.
private struct StructLayerError: LayerError {
  let code: Int
  static var cancelled: Self { Self(code: -1) }
  static func unknown(_ error: any Error) -> Self { Self(code: 0) }
}
