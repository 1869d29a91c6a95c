/// Holds one disposable that is set later; disposing before it is set disposes it on arrival.
///
/// ```swift
/// let slot = SingleAssignmentDisposable()
/// slot.setDisposable(source.subscribe(observer))
/// slot.dispose()
/// ```
// unchecked Sendable: `disposable`, `disposed` and `assigned` are guarded by `lock`
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  private var disposable: Disposable?
  private var disposed = false
  private var assigned = false

  /// Creates an empty slot.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// Sets the held disposable. A second call is ignored, and the disposable passed to it is
  /// disposed so nothing leaks.
  ///
  /// - Parameter disposable: The resource to hold.
  public func setDisposable(_ disposable: Disposable) {
    lock.lock()
    if assigned || disposed {
      lock.unlock()
      disposable.dispose()
      return
    }
    assigned = true
    self.disposable = disposable
    lock.unlock()
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    lock.lock()
    if disposed {
      lock.unlock()
      return
    }
    disposed = true
    let held = disposable
    disposable = nil
    lock.unlock()
    held?.dispose()
  }
}
