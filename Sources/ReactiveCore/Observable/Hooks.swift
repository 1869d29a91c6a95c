import Foundation
import Synchronization

/// Whether subscriptions record their call stack (``Hooks/recordsCallStack``). A global
/// with a constant initial value, not a member of the lazily made storage: `subscribe(onNext:…)`,
/// inlined into the app, tests it on every call, and that test is then one load (no lazy
/// initialization, no call).
@usableFromInline let callStackRecording = Atomic<Bool>(false)

/// Process-wide hooks, replaceable for tests or an app's own reporting, as RxSwift's `Hooks`.
///
/// ```swift
/// Hooks.defaultErrorHandler = { _, error in logger.log(error) }
/// ```
///
/// ErrorFlowRxCompat adds RxSwift's `recordCallStackOnError` and
/// `customCaptureSubscriptionCallstack`, which fill the handler's call stack.
public enum Hooks {
  /// Receives an error no handler was given for: the call stack of the subscription (empty
  /// unless recording is on, see ``defaultErrorHandler``) and the error. RxSwift's signature.
  public typealias DefaultErrorHandler =
    @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

  // unchecked Sendable: `handler` and `captureCallStack` are guarded by `lock`; both are @Sendable
  private final class Storage: @unchecked Sendable {
    let lock = Lock()
    var handler: DefaultErrorHandler = { callStack, error in
      var text = "ErrorFlow: unhandled error (subscribe without onError): \(error)\n"
      if !callStack.isEmpty {
        text += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
      }
      FileHandle.standardError.write(Data(text.utf8))
    }
    var captureCallStack: @Sendable () -> [String] = {
      #if DEBUG
        Thread.callStackSymbols
      #else
        []
      #endif
    }
  }

  private static let storage = Storage()

  /// Called with an error that reaches a subscription made without `onError` (or a `bind`
  /// / `drive`, which never expect one). Defaults to a line on standard error, so no error is
  /// silently lost.
  ///
  /// The call stack is the one of the `subscribe(onNext:onError:onCompleted:onDisposed:)` call
  /// (or a trait's `subscribe`) when ErrorFlowRxCompat's `Hooks.recordCallStackOnError` is on,
  /// and empty otherwise: for a `bind`, a `drive`, a relay's binding, or where the platform
  /// gives no symbols.
  public static var defaultErrorHandler: DefaultErrorHandler {
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

  /// Whether a subscription records its call stack for ``defaultErrorHandler``: RxSwift's
  /// `recordCallStackOnError`, public in ErrorFlowRxCompat. Off by default; an atomic, so
  /// a subscription pays one load for it.
  @inlinable
  package static var recordsCallStack: Bool {
    get { callStackRecording.load(ordering: .relaxed) }
    set { callStackRecording.store(newValue, ordering: .relaxed) }
  }

  /// What records a subscription's call stack: RxSwift's `customCaptureSubscriptionCallstack`,
  /// public in ErrorFlowRxCompat. `Thread.callStackSymbols` in a debug build, nothing in a
  /// release build, as in RxSwift.
  package static var captureCallStack: @Sendable () -> [String] {
    get { storage.lock.withLock { storage.captureCallStack } }
    set {
      let old = storage.lock.withLock {
        let old = storage.captureCallStack
        storage.captureCallStack = newValue
        return old
      }
      withExtendedLifetime(old) {}
    }
  }

  /// The `onError` a subscription made without one uses: `nil` (the error then goes to
  /// ``defaultErrorHandler`` with no call stack) unless recording is on, in which case the
  /// call stack is captured now, at subscription, and passed with the error.
  @usableFromInline
  package static func unhandledErrorHandler() -> (@Sendable (Swift.Error) -> Void)? {
    guard recordsCallStack else { return nil }
    let callStack = captureCallStack()
    return { error in defaultErrorHandler(callStack, error) }
  }
}
