/// Runs a closure exactly once, on the first `dispose()`.
// unchecked Sendable: `action` is guarded by `lock`, taken out of it to run once, and @Sendable
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  private var action: (@Sendable () -> Void)?
  /// Counted in `Diagnostics.liveDisposables` until disposed (or released).
  private let counted = LiveResource(.disposable)

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = action
  }

  var isDisposed: Bool { lock.withLock { action == nil } }

  func dispose() {
    counted.end()
    lock.lock()
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }
}
