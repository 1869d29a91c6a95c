import ErrorFlow
import Foundation

/// A class domain error whose cause can be set after it is made: builds chains of any
/// depth and cycles of any shape. ``dismantle(_:)`` takes a chain apart link by link, so a
/// 100,000-deep chain is never released recursively.
final class LinkError: AppErrorProtocol, @unchecked Sendable {
  let name: String
  var below: (any Error)?

  init(_ name: String, below: (any Error)? = nil) {
    self.name = name
    self.below = below
  }

  var errorDescription: String? { name }
  var level: ErrorLevel { .notifyUser }
  var underlyingError: (any Error)? { below }
}

/// An `NSError` whose `NSUnderlyingErrorKey` can be set after it is made (itself, by
/// default): an `NSError` cycle.
final class LinkNSError: NSError, @unchecked Sendable {
  var below: (any Error)?

  init(code: Int, below: (any Error)? = nil) {
    self.below = below
    super.init(domain: "LinkNSError", code: code, userInfo: nil)
  }

  required init?(coder: NSCoder) { nil }

  override var userInfo: [String: Any] { [NSUnderlyingErrorKey: below ?? self] }

  /// Ends the chain here, so the error is not its own cause.
  func end() { below = LinkNSError.terminal }

  static let terminal = NSError(domain: "LinkNSError.end", code: 0)
}

/// A value error whose cause is a fresh copy of itself: an endless chain with no object to
/// recognise a cycle by.
struct EndlessError: AppErrorProtocol {
  var depth = 0
  var errorDescription: String? { "endless" }
  var level: ErrorLevel { .notifyUser }
  var underlyingError: (any Error)? { EndlessError(depth: depth + 1) }
}

/// An enum that keeps the error below it as a payload, like a layer's `unknown(any Error)`.
enum WrappingError: AppErrorProtocol {
  case wrapped(any Error)
  case bottom

  var errorDescription: String? { nil }
  var level: ErrorLevel { .notifyUser }
  var underlyingError: (any Error)? {
    if case .wrapped(let below) = self { return below }
    return nil
  }

  static func nested(_ depth: Int) -> WrappingError {
    var error = WrappingError.bottom
    for _ in 0..<depth { error = .wrapped(error) }
    return error
  }
}

/// A chain of `count` links, outermost first, each a ``LinkError`` or a ``LinkNSError``.
func linkChain(_ count: Int, nsErrors: Bool) -> [AnyObject] {
  var links: [AnyObject] = []
  links.reserveCapacity(count)
  var below: (any Error)?
  for index in 0..<count {
    let link: any Error & AnyObject =
      nsErrors
      ? LinkNSError(code: index, below: below ?? LinkNSError.terminal)
      : LinkError("\(index)", below: below)
    links.append(link)
    below = link
  }
  return links.reversed()
}

/// Cuts every link, so releasing a long chain or a cycle is not recursive and leaks nothing.
func dismantle(_ links: [AnyObject]) {
  for link in links {
    (link as? LinkError)?.below = nil
    (link as? LinkNSError)?.end()
  }
}
