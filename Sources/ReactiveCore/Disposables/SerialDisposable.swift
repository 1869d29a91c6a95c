/// Holds one replaceable disposable: setting a new one disposes the previous one.
///
/// ```swift
/// let current = SerialDisposable()
/// current.disposable = first.subscribe(observer)
/// current.disposable = second.subscribe(observer)  // the first subscription is disposed
/// ```
// unchecked Sendable: `current` and `disposed` are guarded by `lock`
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  private var current: Disposable?
  private var disposed = false

  /// Creates an empty serial disposable.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// The held disposable. Setting it disposes the previous one; after `dispose()` a new value
  /// is disposed at once.
  public var disposable: Disposable {
    get { lock.withLock { current ?? Disposables.create() } }
    set {
      lock.lock()
      if disposed {
        lock.unlock()
        newValue.dispose()
        return
      }
      let previous = current
      current = newValue
      lock.unlock()
      previous?.dispose()
    }
  }

  /// Disposes the held disposable and every later one.
  public func dispose() {
    lock.lock()
    if disposed {
      lock.unlock()
      return
    }
    disposed = true
    let previous = current
    current = nil
    lock.unlock()
    previous?.dispose()
  }
}
