import ErrorFlow
import Foundation

/// What can go wrong with the notes file. The only layer that reads framework error codes.
enum NotesServiceError: LayerError {
  /// The file does not exist (ENOENT, `CocoaError.fileReadNoSuchFile`).
  case missing(any Error)
  /// The file exists but cannot be read: a directory in its place, EACCES, EISDIR.
  case unreadable(any Error)
  /// The directory refuses writes: EACCES, EROFS, `CocoaError.fileWriteNoPermission`.
  case readOnly(any Error)
  /// The disk is full: ENOSPC, `CocoaError.fileWriteOutOfSpace`.
  case diskFull(any Error)
  /// The file is not the JSON the app wrote (`DecodingError`).
  case corrupt(any Error)
  case cancelled
  case unknown(any Error)

  init(_ error: any Error, writing: Bool) {
    self = .mapping(error) { error in
      if Self.errno(of: error) == EISDIR { return writing ? .readOnly(error) : .unreadable(error) }
      switch FrameworkErrorKind(error) {
      case .notFound: return writing ? .readOnly(error) : .missing(error)
      case .permissionDenied: return writing ? .readOnly(error) : .unreadable(error)
      case .noSpace: return .diskFull(error)
      case .corruptData: return .corrupt(error)
      default: return .unknown(error)
      }
    }
  }

  var level: ErrorLevel { .notifyUser }

  var errorDescription: String? {
    switch self {
    case .missing: "The notes file is missing."
    case .unreadable: "The notes file cannot be read."
    case .readOnly: "The notes folder cannot be written."
    case .diskFull: "The disk is full."
    case .corrupt: "The notes file is damaged."
    case .cancelled, .unknown: nil
    }
  }

  /// The framework error this one was mapped from: the bottom of the chain in the logs.
  var underlyingError: (any Error)? {
    switch self {
    case .missing(let error), .unreadable(let error), .readOnly(let error), .diskFull(let error),
      .corrupt(let error), .unknown(let error):
      error
    case .cancelled: nil
    }
  }

  /// The POSIX code under a `CocoaError` (or of a `POSIXError`), if any.
  private static func errno(of error: any Error) -> Int32? {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: nsError.code) }
    guard let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error else { return nil }
    let posix = underlying as NSError
    guard posix.domain == NSPOSIXErrorDomain else { return nil }
    return Int32(truncatingIfNeeded: posix.code)
  }
}
