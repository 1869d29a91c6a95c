/// A disposable that disposes its underlying disposable only once it was disposed itself
/// and every disposable handed out by ``retain()`` was disposed too (RxSwift's
/// `RefCountDisposable`).
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let user = shared.retain()
/// shared.dispose()  // connection still open: `user` holds it
/// user.dispose()    // now the connection is disposed
/// ```
// unchecked Sendable: `disposable`, `primaryDisposed` and `count` are guarded by `lock`
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  // State, guarded by `lock`. `disposable` is `nil` once disposed.
  private var disposable: Disposable?
  private var primaryDisposed = false
  private var count = 0

  /// Creates a reference-counted wrapper of `disposable`.
  ///
  /// - Parameter disposable: Disposed when this and every retained disposable are.
  public init(disposable: Disposable) {
    self.disposable = disposable
  }

  /// Whether the underlying disposable was disposed.
  public var isDisposed: Bool { lock.withLock { disposable == nil } }

  /// Adds a reference: the underlying disposable stays alive until the returned disposable
  /// is disposed. After the underlying one was disposed, returns a disposable that does
  /// nothing.
  ///
  /// - Returns: The reference; disposing it more than once counts once.
  public func retain() -> Disposable {
    let retained = lock.withLock { () -> Bool in
      guard disposable != nil else { return false }
      count += 1
      return true
    }
    guard retained else { return Disposables.create() }
    return Disposables.create { [self] in release() }
  }

  /// Marks this disposable as disposed; the underlying one is disposed when no reference is
  /// left. Idempotent.
  public func dispose() {
    let toDispose = lock.withLock { () -> Disposable? in
      guard !primaryDisposed else { return nil }
      primaryDisposed = true
      return takeIfUnreferencedLocked()
    }
    toDispose?.dispose()
  }

  private func release() {
    let toDispose = lock.withLock { () -> Disposable? in
      count -= 1
      return primaryDisposed ? takeIfUnreferencedLocked() : nil
    }
    toDispose?.dispose()
  }

  private func takeIfUnreferencedLocked() -> Disposable? {
    guard count == 0, let current = disposable else { return nil }
    disposable = nil
    return current
  }
}
