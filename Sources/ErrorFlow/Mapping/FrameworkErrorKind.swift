import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a framework error means, read from its code: the service layer's one place that
/// knows `URLError`, `CocoaError`, POSIX `errno` and `DecodingError`.
///
/// ```swift
/// init(_ error: any Error) {
///   switch FrameworkErrorKind(error) {
///   case .cancelled: self = .cancelled
///   case .offline, .timedOut: self = .offline
///   case .noSpace: self = .storageFull
///   default: self = .unknown(error)
///   }
/// }
/// ```
public enum FrameworkErrorKind: Sendable, Hashable {
  /// `CancellationError`, `URLError.cancelled`, `CocoaError.userCancelled`, `ECANCELED`.
  case cancelled
  /// No network: not connected, connection lost, host not found or unreachable.
  case offline
  /// The request or operation timed out (`URLError.timedOut`, `ETIMEDOUT`).
  case timedOut
  /// The server answered with something unusable (`badServerResponse`, `cannotParseResponse`…).
  case badResponse
  /// Not allowed: `EACCES`, `EPERM`, `CocoaError.fileReadNoPermission`/`fileWriteNoPermission`,
  /// `URLError.userAuthenticationRequired`/`noPermissionsToReadFile`.
  case permissionDenied
  /// Out of space: `ENOSPC`, `EDQUOT`, `CocoaError.fileWriteOutOfSpace`.
  case noSpace
  /// Missing: `ENOENT`, `CocoaError.fileNoSuchFile`/`fileReadNoSuchFile`,
  /// `URLError.fileDoesNotExist`.
  case notFound
  /// Data that cannot be read: any `DecodingError`, `CocoaError.fileReadCorruptFile`,
  /// `coderReadCorrupt`, `URLError.cannotDecodeContentData`.
  case corruptData
  /// Something else.
  case other

  /// Classifies `error` by type and code.
  ///
  /// ```swift
  /// FrameworkErrorKind(URLError(.notConnectedToInternet))  // .offline
  /// ```
  ///
  /// - Parameter error: Any error.
  public init(_ error: any Error) {
    if error is CancellationError {
      self = .cancelled
    } else if let urlError = error as? URLError {
      self = Self.kind(of: urlError.code)
    } else if error is DecodingError {
      self = .corruptData
    } else if let posix = error as? POSIXError {
      self = Self.kind(errno: posix.code.rawValue)
    } else {
      // On Linux any NSError casts to CocoaError: read the domain first.
      let nsError = error as NSError
      switch nsError.domain {
      case NSPOSIXErrorDomain: self = Self.kind(errno: Int32(truncatingIfNeeded: nsError.code))
      case NSCocoaErrorDomain: self = Self.kind(of: CocoaError.Code(rawValue: nsError.code))
      default: self = .other
      }
      // A generic Cocoa code (256, "file read unknown") often wraps the real POSIX error.
      if self == .other, let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
        self = FrameworkErrorKind(underlying)
      }
    }
  }

  /// Whether the error is a cancellation.
  ///
  /// ```swift
  /// if FrameworkErrorKind.isCancellation(error) { return .cancelled }
  /// ```
  ///
  /// - Parameter error: Any error.
  /// - Returns: `true` for the errors listed under ``cancelled``.
  public static func isCancellation(_ error: any Error) -> Bool {
    FrameworkErrorKind(error) == .cancelled
  }

  private static func kind(of code: URLError.Code) -> FrameworkErrorKind {
    switch code {
    case .cancelled: .cancelled
    case .notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost,
      .dnsLookupFailed, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
      .offline
    case .timedOut: .timedOut
    case .badServerResponse, .cannotParseResponse, .zeroByteResource, .badURL,
      .unsupportedURL, .httpTooManyRedirects, .redirectToNonExistentLocation:
      .badResponse
    case .userAuthenticationRequired, .userCancelledAuthentication, .noPermissionsToReadFile:
      .permissionDenied
    case .fileDoesNotExist: .notFound
    case .cannotDecodeContentData, .cannotDecodeRawData: .corruptData
    default: .other
    }
  }

  private static func kind(of code: CocoaError.Code) -> FrameworkErrorKind {
    switch code {
    case .userCancelled: .cancelled
    case .fileReadNoPermission, .fileWriteNoPermission, .fileWriteVolumeReadOnly: .permissionDenied
    case .fileWriteOutOfSpace: .noSpace
    case .fileNoSuchFile, .fileReadNoSuchFile: .notFound
    case .fileReadCorruptFile, .coderReadCorrupt, .coderValueNotFound, .propertyListReadCorrupt:
      .corruptData
    default: .other
    }
  }

  private static func kind(errno code: Int32) -> FrameworkErrorKind {
    switch code {
    case ECANCELED: .cancelled
    case EACCES, EPERM, EROFS: .permissionDenied
    case ENOSPC, EDQUOT: .noSpace
    case ENOENT: .notFound
    case ETIMEDOUT: .timedOut
    case ENETDOWN, ENETUNREACH, EHOSTUNREACH, ECONNREFUSED, ECONNRESET: .offline
    default: .other
    }
  }
}
