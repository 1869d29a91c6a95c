import Foundation

/// The error another error wraps, for an error that adopts nothing of ErrorFlow's but keeps
/// the error it was made from: post 003's `DomainError` (a struct holding `error`, `context`
/// and `message`), a struct or class with an `underlyingError`, or an enum case carrying one
/// error (post 002's `LoginErrorCase.idError(IDError)`).
///
/// Read once per error, by reflection, never recursively here: the callers step through at
/// most ``maximumDepth`` wrappers. A value whose stored properties hold more than one error is
/// no wrapper (which one would it be?), unless one of them is named `underlyingError`.
enum WrappedError {
  /// How many wrappers are read through, at most.
  static let maximumDepth = 8

  /// The property names that say "the error I wrap" even beside other errors.
  private static let underlyingNames: Set<String> = ["underlyingError", "underlying", "cause"]

  /// The one error `error` wraps, or `nil`.
  ///
  /// - Parameter error: Any error.
  /// - Returns: An enum case's only payload when it is an error; otherwise the one stored
  ///   property (of a struct or class) holding an error, or the one named `underlyingError`
  ///   (or `underlying`, `cause`) when several do.
  static func wrapped(in error: any Error) -> (any Error)? {
    guard mayHoldProperties(error) else { return nil }
    if ErrorCaseName.pointer(of: error) != nil {
      return ErrorCaseName.singleErrorPayload(of: error)
    }
    // A Foundation error keeps its NSError in a stored property; what it wraps is its
    // NSUnderlyingErrorKey, which ErrorChain reads.
    guard ErrorChain.asNSError(error) == nil, !(error is any CustomNSError) else { return nil }
    var found: (any Error)?
    var count = 0
    // At most a few dozen properties are looked at: a wrapper is a small type.
    for child in Mirror(reflecting: error).children.prefix(32) {
      // Text is never the wrapped error, even in an app that made `String` an `Error` (post
      // 001 does: `extension String: Error`), where the message would cast.
      guard !(child.value is String || child.value is Substring),
        let held = child.value as? any Error
      else { continue }
      if let label = child.label, underlyingNames.contains(label) { return held }
      count += 1
      found = held
    }
    return count == 1 ? found : nil
  }

  /// Whether the value can have stored properties: smaller than a reference, it holds none
  /// worth a `Mirror` (an empty struct, a payload-free enum).
  private static func mayHoldProperties<E: Error>(_ error: E) -> Bool {
    MemoryLayout<E>.size >= MemoryLayout<UnsafeRawPointer>.size
      || type(of: error) is AnyObject.Type
  }

  /// Whether a struct or class wrapper (or a wrapper of a wrapper, at most ``maximumDepth``
  /// deep) holds a cancellation: a framework cancellation, a case named `cancelled`, or an
  /// error whose own kind is one.
  ///
  /// - Parameter error: Any error.
  /// - Returns: `true` when the error wraps a cancellation.
  static func wrapsCancellation(_ error: any Error) -> Bool {
    // Only a struct or class: an enum's case is the layer's own word (post 001's
    // `unknown(CancellationError())` has a message of its own and is shown), and a case named
    // `cancelled` or `unknown(cancellation)` is read by the naming rule already.
    guard ErrorCaseName.pointer(of: error) == nil else { return false }
    var current = error
    for _ in 0..<maximumDepth {
      guard let inner = wrapped(in: current) else { return false }
      if FrameworkErrorKind(inner) == .cancelled || ErrorCaseName.isCancellation(inner) {
        return true
      }
      if let convertible = inner as? any AppErrorConvertible {
        if case .cancelled = convertible.appErrorKind { return true }
        return false
      }
      current = inner
    }
    return false
  }

  /// The identity of a wrapper: its type (and case, for an enum), then the identity of what
  /// it wraps — an app error's own key, a Foundation error's domain and code — never the
  /// wrapped error's text, so repeats whose underlying messages differ fold. `nil` when
  /// `error` wraps nothing.
  ///
  /// - Parameter error: Any error.
  /// - Returns: `Module.DomainError > Foundation.URLError.-1009`, or `nil`.
  static func identity(of error: any Error) -> String? {
    guard wrapped(in: error) != nil else { return nil }
    var parts: [String] = []
    var current: any Error = error
    for _ in 0...maximumDepth {
      guard let inner = wrapped(in: current) else {
        parts.append(leafIdentity(of: current))
        break
      }
      parts.append(name(of: current))
      current = inner
      // An enum of the app's (a layer's error) has a key of its own. A struct or class is
      // read on here instead: its default key would read its wrapper again, and a class
      // that holds itself must end at the depth bound, not recurse.
      if ErrorCaseName.pointer(of: current) != nil,
        let convertible = current as? any AppErrorConvertible
      {
        switch convertible.appErrorKind {
        case .cancelled:
          parts.append("cancelled")
          return parts.joined(separator: " > ")
        case .domain(let domain) where ErrorCaseName.pointer(of: domain) != nil:
          parts.append(domain.identityKey)
          return parts.joined(separator: " > ")
        case .domain(let domain):
          current = domain
        case .unknown(let original):
          current = original
        }
      }
    }
    return parts.joined(separator: " > ")
  }

  /// `Module.Type`, and `.case` for an enum.
  private static func name(of error: any Error) -> String {
    let type = String(reflecting: Swift.type(of: error))
    guard let caseName = ErrorCaseName.name(of: error) else { return type }
    return "\(type).\(caseName)"
  }

  /// The identity of the innermost error: a Foundation error's domain and code (its message
  /// and user info vary between repeats), else its type and value, bounded.
  private static func leafIdentity(of error: any Error) -> String {
    if let nsError = ErrorChain.asNSError(error) { return "\(nsError.domain).\(nsError.code)" }
    if let custom = error as? any CustomNSError {
      return "\(Swift.type(of: custom).errorDomain).\(custom.errorCode)"
    }
    return
      "\(String(reflecting: Swift.type(of: error))).\(ErrorDescription.of(error, style: .describing))"
  }
}
