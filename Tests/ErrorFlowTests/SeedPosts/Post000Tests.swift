// Post 000 ("Error Handling" wiki: typed throws through Service → Repository → UseCase, an
// `init(_:)` mapper at each boundary, `cancelled` never shown, `unknown(Error)` keeping the
// original) ported to ErrorFlow. Changes from the post's code, one per line:
// 1. `import AVFoundation` → `import ErrorFlow` + `import Foundation`; `AVAudioSession.ErrorCode`
//    is a stand-in enum with AVFoundation's two raw values, so mapping ① is the post's text.
// 2. The three error enums, which the post gives only as case lists in its diagram, are written
//    out with those cases as plain `LocalizedError`s (adopting nothing of ErrorFlow's);
//    `cancelled` and `unknown` return a nil `errorDescription`, the others a Korean message.
// 3. The service, repository and use case around the post's `execute()` are written out (the
//    post shows only `execute()`): each catches the layer below and throws its own type through
//    the post's `init(_:)`, with typed throws as the post requires.
// 4. `AppLogger.error(error)` is a four-line `AppLogger` on ErrorFlow's `ErrorLogger`.
// 5. The post has no view model: a four-line one runs `execute()` with
//    `ErrorTracker.perform(context: .action)`.
// 6. Every declaration is `private` (file scope in a shared test module); `Waveform` is a
//    one-field struct.
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// MARK: - The framework (stand-in for AVFoundation)

private enum AVAudioSession {
  enum ErrorCode: Int {
    case insufficientPriority = 561_017_449  // '!pri'
    case mediaServicesFailed = 1_836_282_486  // 'msrv'
  }
}

private struct Waveform: Sendable, Equatable {
  let level: Float
}

// MARK: - The error types of the post's diagram

private enum AudioRecorderServiceError: LocalizedError {
  case alreadyRecording
  case sessionActivationFailed
  case mediaServicesFailed
  case startFailed
  case unknown(Error)

  var errorDescription: String? {
    switch self {
    case .alreadyRecording: "이미 녹음 중입니다."
    case .sessionActivationFailed, .mediaServicesFailed, .startFailed: "녹음을 시작할 수 없습니다."
    case .unknown: nil
    }
  }
}

private enum VoiceRecordStartRepositoryError: LocalizedError {
  case alreadyRecording
  case startFailed
  case cancelled
  case unknown(Error)

  var errorDescription: String? {
    switch self {
    case .alreadyRecording: "이미 녹음 중입니다."
    case .startFailed: "녹음을 시작할 수 없습니다."
    case .cancelled, .unknown: nil
    }
  }
}

private enum StartRecordingUseCaseError: LocalizedError {
  case alreadyRecording
  case startFailed
  case cancelled
  case unknown(Error)

  var errorDescription: String? {
    switch self {
    case .alreadyRecording: "이미 녹음 중입니다."
    case .startFailed: "녹음을 시작할 수 없습니다."
    case .cancelled, .unknown: nil
    }
  }
}

// MARK: - ① AVFoundation → ServiceError (the post's text)

extension AudioRecorderServiceError {
  init(_ error: Error) {
    let nsError = error as NSError
    switch nsError.code {
    case AVAudioSession.ErrorCode.insufficientPriority.rawValue:
      self = .sessionActivationFailed
    case AVAudioSession.ErrorCode.mediaServicesFailed.rawValue:
      self = .mediaServicesFailed
    default:
      self = .unknown(error)
    }
  }
}

// MARK: - ② ServiceError → RepositoryError (the post's text)

extension VoiceRecordStartRepositoryError {
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

// MARK: - ③ RepositoryError → UseCaseError (the post's text)

extension StartRecordingUseCaseError {
  init(_ error: VoiceRecordStartRepositoryError) {
    switch error {
    case .alreadyRecording: self = .alreadyRecording
    case .startFailed: self = .startFailed
    case .cancelled: self = .cancelled
    case .unknown(let e): self = .unknown(e)
    }
  }
}

// MARK: - The layers (change 3)

private struct AudioRecorderService: Sendable {
  let isRecording: Bool
  /// The AVFoundation call: fails with `frameworkError` when there is one.
  let frameworkError: NSError?

  func start() async throws(AudioRecorderServiceError) -> AsyncStream<Waveform> {
    if isRecording { throw .alreadyRecording }
    do {
      if let frameworkError { throw frameworkError }
      return AsyncStream {
        $0.yield(Waveform(level: 0.5))
        $0.finish()
      }
    } catch {
      throw AudioRecorderServiceError(error)
    }
  }
}

private struct VoiceRecordStartRepository: Sendable {
  let service: AudioRecorderService

  func startRecording() async throws(VoiceRecordStartRepositoryError) -> AsyncStream<Waveform> {
    do {
      return try await service.start()
    } catch {
      throw VoiceRecordStartRepositoryError(error)
    }
  }
}

private enum AppLogger {
  static let memory = InMemoryLogSink()
  private static let logger = ErrorLogger(sinks: [memory])
  static func error(_ error: Error) { logger.log(AppError(error, context: .action)) }
}

private struct StartRecordingUseCase: Sendable {
  let repository: VoiceRecordStartRepository

  // The post's text.
  public func execute() async throws(StartRecordingUseCaseError) -> AsyncStream<Waveform> {
    if Task.isCancelled { throw .cancelled }
    do {
      return try await repository.startRecording()
    } catch {
      AppLogger.error(error)
      throw StartRecordingUseCaseError(error)  // 한 줄 변환
    }
  }
}

@MainActor
private final class RecorderViewModel {
  let tracker: ErrorTracker
  let useCase: StartRecordingUseCase

  init(tracker: ErrorTracker, useCase: StartRecordingUseCase) {
    self.tracker = tracker
    self.useCase = useCase
  }

  func recordTapped() -> Task<Void, Never> {
    tracker.perform(context: .action) { [useCase] () async throws(StartRecordingUseCaseError) in
      _ = try await useCase.execute()
    }
  }
}

// MARK: - Tests

final class Post000Tests: ErrorFlowTestCase {
  private let log = InMemoryLogSink()

  override func setUp() {
    super.setUp()
    AppLogger.memory.removeAll()
  }

  @MainActor
  private func viewModel(isRecording: Bool = false, frameworkError: NSError? = nil)
    -> RecorderViewModel
  {
    let service = AudioRecorderService(isRecording: isRecording, frameworkError: frameworkError)
    return RecorderViewModel(
      tracker: ErrorTracker(logger: ErrorLogger(sinks: [log])),
      useCase: StartRecordingUseCase(repository: VoiceRecordStartRepository(service: service)))
  }

  private func avError(_ code: AVAudioSession.ErrorCode) -> NSError {
    NSError(domain: NSOSStatusErrorDomain, code: code.rawValue)
  }

  func testEachBoundaryMapsWithItsInit() {
    let priority = AudioRecorderServiceError(avError(.insufficientPriority))
    guard case .sessionActivationFailed = priority else { return XCTFail("\(priority)") }
    guard case .startFailed = StartRecordingUseCaseError(VoiceRecordStartRepositoryError(priority))
    else { return XCTFail("startFailed") }
    guard case .mediaServicesFailed = AudioRecorderServiceError(avError(.mediaServicesFailed))
    else { return XCTFail("mediaServicesFailed") }
    let other = NSError(domain: NSOSStatusErrorDomain, code: -50)
    let mapped = StartRecordingUseCaseError(
      VoiceRecordStartRepositoryError(AudioRecorderServiceError(other)))
    guard case .unknown(let original) = mapped else { return XCTFail("\(mapped)") }
    XCTAssertIdentical(original as NSError, other, "unknown keeps the original through 3 layers")
  }

  @MainActor
  func testAUseCaseErrorShowsItsOwnMessage() async {
    let viewModel = viewModel(isRecording: true)
    let errors = ErrorRecorder(viewModel.tracker.errors)
    await viewModel.recordTapped().value
    let startFailed = self.viewModel(frameworkError: avError(.insufficientPriority))
    let moreErrors = ErrorRecorder(startFailed.tracker.errors)
    await startFailed.recordTapped().value

    XCTAssertEqual(errors.userMessages, ["이미 녹음 중입니다."])
    XCTAssertEqual(moreErrors.userMessages, ["녹음을 시작할 수 없습니다."])
    XCTAssertEqual(errors.contexts, [.action])
    XCTAssertEqual(
      PresentationPolicy.standard().presentation(for: errors.errors[0]),
      .toast(message: "이미 녹음 중입니다."))
    XCTAssertEqual(
      AppLogger.memory.records.map(\.userMessage), ["이미 녹음 중입니다.", "녹음을 시작할 수 없습니다."],
      "the use case's catch logged both")
    errors.dispose()
    moreErrors.dispose()
  }

  @MainActor
  func testCancelledIsLoggedAndNeverShown() async {
    let viewModel = viewModel()
    let errors = ErrorRecorder(viewModel.tracker.errors)
    let task = viewModel.recordTapped()
    task.cancel()  // before it starts: `execute()` sees `Task.isCancelled` and throws .cancelled
    await viewModel.tracker.waitUntilIdle()

    XCTAssertEqual(errors.count, 0, "cancelled is never published on errors")
    XCTAssertEqual(log.records.map(\.kind), ["cancelled"], "but it is logged")
    let error = AppError(StartRecordingUseCaseError.cancelled, context: .action)
    XCTAssertTrue(error.isCancelled)
    XCTAssertEqual(PresentationPolicy.standard().presentation(for: error), .silent)
    errors.dispose()
  }

  @MainActor
  func testUnknownKeepsTheOriginalAndShowsTheDefaultMessage() async {
    let original = NSError(domain: NSOSStatusErrorDomain, code: -50)
    let viewModel = viewModel(frameworkError: original)
    let errors = ErrorRecorder(viewModel.tracker.errors)
    await viewModel.recordTapped().value

    XCTAssertEqual(errors.count, 1)
    guard case .unknown(let kept)? = errors.errors.first?.kind else {
      return XCTFail("\(errors.errors)")
    }
    XCTAssertIdentical(kept as NSError, original)
    XCTAssertEqual(
      PresentationPolicy.standard(defaultTitle: "오류", unknownMessage: "알 수 없는 오류입니다.").presentation(
        for: errors.errors[0]),
      .toast(message: "알 수 없는 오류입니다."))
    XCTAssertEqual(log.records.map(\.kind), ["unknown"])
    errors.dispose()
  }
}
