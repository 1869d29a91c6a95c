// IN-MODULE COPY of Sources/ReactiveCore/Observable/SubscriptionHandlers.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow

/// The closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)`, passed as one
/// value from that method to whatever registers them (a subject keeps them in one
/// registration object).
struct InModuleSubscriptionHandlers<Element> {
  let onNext: (@Sendable (Element) -> Void)?
  let onError: (@Sendable (Swift.Error) -> Void)?
  let onCompleted: (@Sendable () -> Void)?
  let onDisposed: (@Sendable () -> Void)?

  init(
    onNext: (@Sendable (Element) -> Void)?,
    onError: (@Sendable (Swift.Error) -> Void)?,
    onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }

  /// Whether only a value handler (or none) was given: the common case, which needs no
  /// terminal-handler storage.
  var hasOnlyOnNext: Bool { onError == nil && onCompleted == nil && onDisposed == nil }
}
