import Foundation
import ReactiveCore

/// Remembers, per error type and enum case, how ``AppError/init(_:context:level:retry:file:function:line:)``
/// reads an error, so the classification rule's casts and reflection run once per case, not
/// once per error.
///
/// Only value-independent answers are cached: a Swift value type (not an `NSError`, not a
/// `CustomNSError`, not a `LocalizedError` whose message may vary) whose case is a
/// cancellation, or is unknown with no wrapped error. Everything else takes the full rule
/// each time. The cache holds at most ``capacity`` entries.
// unchecked Sendable: `routes` and `recent` are guarded by `lock`
final class ErrorRouteCache: @unchecked Sendable {
  /// How an error of one type and case is read.
  enum Route {
    /// An ``AppErrorConvertible``: ask it.
    case convertible
    /// Always a cancellation.
    case cancelled
    /// Always unknown, keeping the error itself.
    case unknown
    /// The full rule, every time.
    case full
  }

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let caseName: UnsafePointer<CChar>?
  }

  static let shared = ErrorRouteCache()
  static let capacity = 1_024

  private let lock = Lock()
  private var routes: [Key: Route] = [:]
  /// The routes found last, one per slot of a direct-mapped table in front of `routes`: a hit
  /// costs a few instructions where hashing the key for the dictionary costs a few hundred.
  private var recent = [Recent?](repeating: nil, count: ErrorRouteCache.recentSlots)
  private static let recentSlots = 16

  private struct Recent {
    let key: Key
    let route: Route
  }

  /// The route for `error`, computed (and cached when it can be) on the first sight.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - type: Its dynamic type, which the caller has read already.
  func route(of error: any Error, type: any Error.Type) -> Route {
    let key = Key(type: ObjectIdentifier(type), caseName: ErrorCaseName.pointer(of: error))
    let slot = Self.slot(of: key)
    let known: Route? = lock.withLock {
      if let hit = recent[slot], hit.key == key { return hit.route }
      guard let route = routes[key] else { return nil }
      recent[slot] = Recent(key: key, route: route)
      return route
    }
    if let known { return known }
    let route = Self.computeRoute(of: error)
    lock.withLock {
      if routes.count < Self.capacity {
        routes[key] = route
        recent[slot] = Recent(key: key, route: route)
      }
    }
    return route
  }

  /// A slot of `recent`: the type's and the case name's addresses mixed (their low bits are
  /// alignment, so they are shifted out first).
  private static func slot(of key: Key) -> Int {
    let type = UInt(bitPattern: key.type) >> 4
    let name = UInt(bitPattern: key.caseName) >> 3
    return Int(truncatingIfNeeded: (type ^ (name &* 31)) % UInt(recentSlots))
  }

  private static func computeRoute(of error: any Error) -> Route {
    // Only the full way reads a ContextualError's (a ContextOverridingError's) own context.
    if error is any ContextOverridingError { return .full }
    if error is any AppErrorConvertible { return .convertible }
    guard !(type(of: error) is AnyObject.Type), !(error is any CustomNSError),
      !(error is any LocalizedError), FrameworkErrorKind(error) == .other
    else { return .full }
    if ErrorCaseName.isCancellation(error) { return .cancelled }
    // A struct may keep an error in one value and not in another (an optional property):
    // only one with no stored property at all is always unknown.
    if ErrorCaseName.pointer(of: error) == nil {
      return Mirror(reflecting: error).children.isEmpty ? .unknown : .full
    }
    if ErrorCaseName.singleErrorPayload(of: error) == nil { return .unknown }
    return .full
  }
}
