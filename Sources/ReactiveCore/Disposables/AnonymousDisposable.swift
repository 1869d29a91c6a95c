/// Runs a closure exactly once, on the first `dispose()`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  var isDisposed: Bool { lock.withLock { action == nil } }

  func dispose() {
    lock.lock()
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }
}
