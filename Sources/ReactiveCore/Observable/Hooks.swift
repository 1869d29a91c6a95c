import Foundation

/// Process-wide hooks, replaceable for tests or an app's own reporting.
///
/// ```swift
/// Hooks.defaultErrorHandler = { error in logger.log(error) }
/// ```
public enum Hooks {
  private final class Storage: @unchecked Sendable {
    let lock = Lock()
    var handler: @Sendable (Swift.Error) -> Void = { error in
      let line = "ErrorFlow: unhandled error (subscribe without onError): \(error)\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
  }

  private static let storage = Storage()

  /// Called with an error that reaches a subscription made without `onError` (or a `bind`
  /// / `drive`, which never expect one). Defaults to a line on standard error, so no error is
  /// silently lost.
  public static var defaultErrorHandler: @Sendable (Swift.Error) -> Void {
    get { storage.lock.withLock { storage.handler } }
    set {
      // The old handler is released after unlocking: a deinit it runs may use the hook.
      let old = storage.lock.withLock {
        let old = storage.handler
        storage.handler = newValue
        return old
      }
      withExtendedLifetime(old) {}
    }
  }
}
