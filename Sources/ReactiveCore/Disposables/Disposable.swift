/// A resource that can be released: usually a subscription.
///
/// `dispose()` is idempotent and thread-safe; once it returns, the observer behind the
/// subscription receives no event sent after that point (contract 4).
///
/// ```swift
/// let subscription = numbers.subscribe(onNext: { print($0) })
/// subscription.dispose()
/// ```
public protocol Disposable: Sendable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}

/// A ``Disposable`` that can say whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}
