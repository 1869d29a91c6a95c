/// A disposable that only records that it was disposed.
///
/// ```swift
/// let flag = BooleanDisposable()
/// flag.dispose()
/// flag.isDisposed  // true
/// ```
public final class BooleanDisposable: Cancelable {
  private let flag = AtomicFlag()

  /// Creates a disposable that is not yet disposed.
  public init() {}

  /// Creates a disposable, already disposed when `isDisposed` is `true`.
  ///
  /// - Parameter isDisposed: The initial state.
  public init(isDisposed: Bool) {
    if isDisposed { flag.set() }
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { flag.isSet }

  /// Marks the disposable as disposed.
  public func dispose() { flag.set() }
}
