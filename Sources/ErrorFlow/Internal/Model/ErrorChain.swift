import Foundation

/// The errors an error was made from, walked once: iterative (no recursion, so no stack
/// overflow), cycle-safe and bounded. The one place that knows how to step from an error to
/// the one below it.
///
/// A step follows, in order: an ``AppError``'s domain error or unknown original, an
/// ``AppErrorProtocol/underlyingError``, and `NSUnderlyingErrorKey` in the user info of an
/// `NSError` or a Foundation error (`CocoaError`, `URLError`, `POSIXError`, any
/// `CustomNSError`).
///
/// Bounds: at most ``listLimit`` errors are kept; the walk then only counts, up to
/// ``countLimit`` more, and ``summary`` says `"… N more"` (or `"… more than N more"`). A
/// cycle is detected by object identity for class errors and `NSError`s (a value-type
/// "cycle", such as an error whose `underlyingError` builds a new copy of itself, is an
/// endless chain and stops at the bounds instead).
package struct ErrorChain {
  /// How many errors are kept.
  package static let listLimit = 64
  /// How many errors past ``listLimit`` are counted before the walk gives up.
  package static let countLimit = 10_000

  /// The errors, outermost first, at most ``listLimit``.
  package private(set) var errors: [any Error] = []
  /// How many errors follow the kept ones (counted, not kept).
  package private(set) var omitted = 0
  /// Whether counting stopped at ``countLimit`` before the chain ended.
  package private(set) var omittedIsLowerBound = false
  /// Whether the chain led back to an error it had already visited.
  package private(set) var isCyclic = false

  /// Walks the chain starting at `first` (included).
  ///
  /// - Parameters:
  ///   - first: The outermost error, or `nil` for an empty chain.
  ///   - limit: How many errors to keep; ``listLimit`` by default.
  package init(startingAt first: (any Error)?, limit: Int = ErrorChain.listLimit) {
    // The visited objects are kept alive so an identifier is never reused during the walk.
    var visited: [ObjectIdentifier: AnyObject] = [:]
    var next = first
    var steps = 0
    while let current = next {
      if let object = Self.identity(of: current) {
        if visited.updateValue(object, forKey: ObjectIdentifier(object)) != nil {
          isCyclic = true
          return
        }
      }
      if errors.count < limit { errors.append(current) } else { omitted += 1 }
      steps += 1
      next = Self.next(after: current)
      if next != nil, steps >= limit + Self.countLimit {
        omittedIsLowerBound = true
        return
      }
    }
  }

  /// The errors `appError` was made from, outermost first: its domain error or unknown
  /// original, then what they were made from.
  ///
  /// - Parameter appError: The app error (not itself part of the chain).
  package init(of appError: AppError) {
    self.init(startingAt: Self.next(after: appError))
  }

  /// What follows the kept errors, or `nil` when nothing does: `"… 12 more"`,
  /// `"… more than 10000 more"`, or `"… cycle: leads back to an earlier error"`.
  package var summary: String? {
    var parts: [String] = []
    if omitted > 0 {
      parts.append(omittedIsLowerBound ? "… more than \(omitted) more" : "… \(omitted) more")
    }
    if isCyclic { parts.append("… cycle: leads back to an earlier error") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The error `error` was made from, if it says: one step of the walk, never recursive.
  ///
  /// - Parameter error: Any error.
  /// - Returns: The next error in its chain.
  package static func next(after error: any Error) -> (any Error)? {
    if let appError = error as? AppError {
      switch appError.kind {
      case .domain(let domain): return domain
      case .cancelled: return nil
      case .unknown(let original): return original
      }
    }
    if let domain = error as? any AppErrorProtocol { return domain.underlyingError }
    return foundationUnderlying(of: error)
  }

  /// `NSUnderlyingErrorKey` of an `NSError` or a `CustomNSError` (such as `CocoaError`),
  /// read without bridging any other error to `NSError`.
  ///
  /// - Parameter error: Any error.
  /// - Returns: The underlying error it names, if any.
  package static func foundationUnderlying(of error: any Error) -> (any Error)? {
    if let nsError = asNSError(error) {
      return nsError.userInfo[NSUnderlyingErrorKey] as? any Error
    }
    if let custom = error as? any CustomNSError {
      return custom.errorUserInfo[NSUnderlyingErrorKey] as? any Error
    }
    return nil
  }

  /// `error` when it really is an `NSError` instance; `nil` for Swift errors, which are not
  /// bridged (bridging allocates, and on Linux every error would cast).
  ///
  /// - Parameter error: Any error.
  /// - Returns: The `NSError` object.
  package static func asNSError(_ error: any Error) -> NSError? {
    guard type(of: error) is NSError.Type else { return nil }
    return (error as AnyObject) as? NSError
  }

  /// The object behind a class error (including `NSError`), for cycle detection; `nil` for
  /// value types, which are never boxed to get an identity.
  ///
  /// - Parameter error: Any error.
  /// - Returns: The error's object.
  static func identity(of error: any Error) -> AnyObject? {
    guard type(of: error) is AnyObject.Type else { return nil }
    return error as AnyObject
  }
}
