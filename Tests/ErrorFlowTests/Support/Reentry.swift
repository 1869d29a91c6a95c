import CoreTestSupport
import ErrorFlow
import Foundation
import XCTest

/// App code that reaches back into the bus that called it: each time it runs (at most
/// `limit` times, so that app code the inner publish reaches again does not recurse), it
/// publishes `inner`, reads the counters, subscribes a view and disposes it, and records the
/// site it ran at with what the counters read.
///
/// ```swift
/// let reentry = Reentry(inner: AppError(SampleError("inner", .retryable), context: .action))
/// reentry.bus = bus
/// reentry.run("identityKey")
/// ```
final class Reentry: @unchecked Sendable {  // every field is guarded by `lock`
  private let lock = NSLock()
  private let inner: AppError
  private var remaining: Int
  private var armed: Bool
  private weak var storedBus: ErrorBus?
  private var seen: [String] = []

  /// - Parameters:
  ///   - inner: What the app code publishes.
  ///   - limit: How many times it reaches back at most.
  ///   - armed: Whether it reaches back before ``arm()`` is called.
  init(inner: AppError, limit: Int = .max, armed: Bool = true) {
    self.inner = inner
    self.remaining = limit
    self.armed = armed
  }

  /// The bus it reaches back into.
  var bus: ErrorBus? {
    get { lock.withLock { storedBus } }
    set { lock.withLock { storedBus = newValue } }
  }

  /// Lets it reach back from now on.
  func arm() { lock.withLock { armed = true } }

  /// What it did, in order: `site: published N` per run.
  var entries: [String] { lock.withLock { seen } }

  /// Runs the app code at `site`.
  func run(_ site: String) {
    let bus = lock.withLock { () -> ErrorBus? in
      guard armed, remaining > 0 else { return nil }
      remaining -= 1
      return storedBus
    }
    guard let bus else { return }
    bus.publish(inner)
    let published = bus.counters.published
    let view = bus.subscribe(on: nil) { _, _ in }
    view.dispose()
    lock.withLock { seen.append("\(site): published \(published)") }
  }
}

/// An error whose app code — its identity key, its message, its description — runs `hook`
/// first, with the name of the member.
struct HookedError: AppErrorProtocol, CustomStringConvertible {
  let message: String
  let level: ErrorLevel
  let hook: @Sendable (String) -> Void

  init(_ message: String, _ level: ErrorLevel, hook: @escaping @Sendable (String) -> Void) {
    self.message = message
    self.level = level
    self.hook = hook
  }

  var errorDescription: String? {
    hook("errorDescription")
    return message
  }

  var identityKey: String {
    hook("identityKey")
    return message
  }

  var description: String {
    hook("description")
    return message
  }
}

/// An error the bus knows nothing of: its identity key is made from its `description`, which
/// runs `hook` first.
struct HookedUnknownError: Error, CustomStringConvertible {
  let hook: @Sendable () -> Void

  var description: String {
    hook()
    return "hooked"
  }
}
