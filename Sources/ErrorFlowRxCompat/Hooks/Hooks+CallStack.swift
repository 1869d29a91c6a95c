import ReactiveCore

// RxSwift's call-stack hooks, over ReactiveCore's one `Hooks` (Sources/ReactiveCore/Observable/
// Hooks.swift), whose `defaultErrorHandler` already has RxSwift's `([String], Error)` signature:
// the subscribe calls that capture a call stack live there.

extension Hooks {
  /// Returns the call stack to record for a subscription, as RxSwift's
  /// `CustomCaptureSubscriptionCallstack`.
  public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

  /// Whether `subscribe(onNext:onError:onCompleted:onDisposed:)`, `subscribe(with:...)` and
  /// the `subscribe` of `Single`, `Maybe` and `Completable`, when given no error handler,
  /// record the call stack at subscription and pass it to `Hooks.defaultErrorHandler`.
  /// Off by default, as in RxSwift; `bind`, `drive` and the relay bindings pass an empty stack.
  ///
  /// ```swift
  /// Hooks.recordCallStackOnError = true
  /// Hooks.defaultErrorHandler = { callStack, error in
  ///   print(error, callStack.joined(separator: "\n"))
  /// }
  /// ```
  public static var recordCallStackOnError: Bool {
    get { recordsCallStack }
    set { recordsCallStack = newValue }
  }

  /// Captures a subscription's call stack while `recordCallStackOnError` is on: by default
  /// `Thread.callStackSymbols` in a debug build and an empty stack in a release build, as in
  /// RxSwift. The stack may be empty where the platform gives no symbols.
  ///
  /// ```swift
  /// Hooks.customCaptureSubscriptionCallstack = { Array(Thread.callStackSymbols.prefix(5)) }
  /// ```
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { captureCallStack }
    set { captureCallStack = newValue }
  }
}
