/// The closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)`, passed as one
/// value from that method to whatever registers them (a subject keeps them in one
/// registration object).
@usableFromInline
struct SubscriptionHandlers<Element> {
  @usableFromInline let onNext: (@Sendable (Element) -> Void)?
  @usableFromInline let onError: (@Sendable (Swift.Error) -> Void)?
  @usableFromInline let onCompleted: (@Sendable () -> Void)?
  @usableFromInline let onDisposed: (@Sendable () -> Void)?

  @inlinable
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
  @inlinable
  var hasOnlyOnNext: Bool { onError == nil && onCompleted == nil && onDisposed == nil }

  /// The value handler, or one that ignores values when none was given. Not written
  /// `onNext ?? { _ in }`: through the generic `??` the closure would be reabstracted twice,
  /// two thunks on every delivered value.
  @inlinable
  var valueHandler: @Sendable (Element) -> Void {
    if let onNext { return onNext }
    return { _ in }
  }
}
