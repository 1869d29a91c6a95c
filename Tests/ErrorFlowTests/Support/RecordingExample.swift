import ErrorFlow
import Foundation

// The voice-recording example: framework → service → repository → use case.

// MARK: - Service: the only layer that knows framework errors.

/// Five cases: what the recorder and the uploader can tell apart.
enum RecordingServiceError: LayerError {
  case microphoneDenied
  case storageFull
  case uploadFailed
  case cancelled
  case unknown(any Error)

  /// Maps a framework error by its code.
  init(_ error: any Error) {
    self = .mapping(error) { error in
      switch FrameworkErrorKind(error) {
      case .permissionDenied: .microphoneDenied
      case .noSpace: .storageFull
      case .offline, .timedOut, .badResponse: .uploadFailed
      default: .unknown(error)
      }
    }
  }

  var errorDescription: String? {
    switch self {
    case .microphoneDenied: "마이크 권한이 필요합니다."
    case .storageFull: "저장 공간이 부족합니다."
    case .uploadFailed: "업로드에 실패했습니다."
    case .cancelled, .unknown: nil
    }
  }

  var level: ErrorLevel {
    if case .uploadFailed = self { return .retryable }
    return .notifyUser
  }

  var appErrorKind: AppError.Kind {
    switch self {
    case .cancelled: .cancelled
    case .unknown(let error): .unknown(error)
    default: .domain(self)
    }
  }

  var name: String {
    switch self {
    case .microphoneDenied: "microphoneDenied"
    case .storageFull: "storageFull"
    case .uploadFailed: "uploadFailed"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }
}

// MARK: - Repository

/// Four cases: the device cannot record, or the recording cannot be synced.
enum RecordingRepositoryError: LayerError {
  case cannotRecord(RecordingServiceError)
  case syncFailed(RecordingServiceError)
  case cancelled
  case unknown(any Error)

  init(_ serviceError: RecordingServiceError) {
    switch serviceError {
    case .microphoneDenied, .storageFull: self = .cannotRecord(serviceError)
    case .uploadFailed: self = .syncFailed(serviceError)
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  var errorDescription: String? {
    switch self {
    case .cannotRecord(let reason): reason.errorDescription
    case .syncFailed: "동기화에 실패했습니다."
    case .cancelled, .unknown: nil
    }
  }

  var level: ErrorLevel {
    if case .syncFailed = self { return .retryable }
    return .notifyUser
  }

  var underlyingError: (any Error)? {
    switch self {
    case .cannotRecord(let reason), .syncFailed(let reason): reason
    case .cancelled: nil
    case .unknown(let error): error
    }
  }

  var appErrorKind: AppError.Kind {
    switch self {
    case .cancelled: .cancelled
    case .unknown(let error): .unknown(error)
    default: .domain(self)
    }
  }
}

// MARK: - Use case

/// Four cases: what the screen needs to know.
enum RecordingUseCaseError: LayerError {
  case recordingFailed(RecordingRepositoryError)
  case savedOffline(RecordingRepositoryError)
  case cancelled
  case unknown(any Error)

  init(_ repositoryError: RecordingRepositoryError) {
    switch repositoryError {
    case .cannotRecord: self = .recordingFailed(repositoryError)
    case .syncFailed: self = .savedOffline(repositoryError)
    case .cancelled: self = .cancelled
    case .unknown(let error): self = .unknown(error)
    }
  }

  var errorDescription: String? {
    switch self {
    case .recordingFailed(let reason): reason.errorDescription
    case .savedOffline: "녹음은 저장되었고, 연결되면 업로드합니다."
    case .cancelled, .unknown: nil
    }
  }

  var alertTitle: String { "녹음" }

  var level: ErrorLevel {
    if case .savedOffline = self { return .retryable }
    return .notifyUser
  }

  var underlyingError: (any Error)? {
    switch self {
    case .recordingFailed(let reason), .savedOffline(let reason): reason
    case .cancelled: nil
    case .unknown(let error): error
    }
  }

  var appErrorKind: AppError.Kind {
    switch self {
    case .cancelled: .cancelled
    case .unknown(let error): .unknown(error)
    default: .domain(self)
    }
  }
}

// MARK: - The layers

/// Stands in for AVAudioRecorder and URLSession: throws whatever the test tells it to.
final class FakeRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [any Error] = []

  func failNext(with error: any Error) { lock.withLock { failures.append(error) } }

  func record() throws -> String {
    let failure: (any Error)? = lock.withLock { failures.isEmpty ? nil : failures.removeFirst() }
    if let failure { throw failure }
    return "memo.m4a"
  }
}

struct RecordingService {
  let recorder: FakeRecorder

  func record() async throws(RecordingServiceError) -> String {
    do {
      try Task.checkCancellation()
      return try recorder.record()
    } catch {
      throw RecordingServiceError(error)
    }
  }
}

struct RecordingRepository {
  let service: RecordingService

  func saveRecording() async throws(RecordingRepositoryError) -> String {
    do {
      return try await service.record()
    } catch {
      throw RecordingRepositoryError(error)
    }
  }
}

struct RecordUseCase {
  let repository: RecordingRepository

  func callAsFunction() async throws(RecordingUseCaseError) -> String {
    do {
      return try await repository.saveRecording()
    } catch {
      throw RecordingUseCaseError(error)
    }
  }
}
