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

  /// Classifies `error` by type and code. A generic Cocoa or `NSError` code is classified
  /// by the `NSUnderlyingErrorKey` error it wraps, following at most
  /// 64 links (a chain that loops back on itself ends there: never a crash or a hang).
  ///
  /// ```swift
  /// FrameworkErrorKind(URLError(.notConnectedToInternet))  // .offline
  /// ```
  ///
  /// - Parameter error: Any error.
  public init(_ error: any Error) {
    var current = error
    for _ in 0..<ErrorChain.listLimit {
      let (kind, underlying) = Self.classify(current)
      guard kind == .other, let underlying else {
        self = kind
        return
      }
      current = underlying
    }
    self = .other
  }

  /// The kind of `error` alone, and, when that is ``other`` and `error` is an `NSError`
  /// or a `CocoaError`, the error it wraps. Known types are matched by their exact type
  /// first, so a plain Swift error is never bridged to `NSError`.
  private static func classify(_ error: any Error) -> (FrameworkErrorKind, (any Error)?) {
    let errorType = type(of: error)
    if errorType == CancellationError.self { return (.cancelled, nil) }
    if errorType == URLError.self, let urlError = error as? URLError {
      return (kind(of: urlError.code), nil)
    }
    if errorType == DecodingError.self { return (.corruptData, nil) }
    if errorType == POSIXError.self, let posix = error as? POSIXError {
      return (kind(errno: posix.code.rawValue), nil)
    }
    let domain: String
    let code: Int
    if let nsError = ErrorChain.asNSError(error) {
      domain = nsError.domain
      code = nsError.code
    } else if let custom = error as? any CustomNSError {
      domain = type(of: custom).errorDomain
      code = custom.errorCode
    } else {
      return (.other, nil)
    }
    let kind: FrameworkErrorKind =
      switch domain {
      case NSPOSIXErrorDomain: Self.kind(errno: Int32(truncatingIfNeeded: code))
      case NSCocoaErrorDomain: Self.kind(of: CocoaError.Code(rawValue: code))
      case NSURLErrorDomain: URLError.Code(rawValue: code).map { Self.kind(of: $0) } ?? .other
      default: .other
      }
    // A generic Cocoa code (256, "file read unknown") often wraps the real POSIX error.
    return (kind, kind == .other ? ErrorChain.foundationUnderlying(of: error) : nil)
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
