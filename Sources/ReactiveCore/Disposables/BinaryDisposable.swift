/// Disposes two resources together, once.
// unchecked Sendable: `first` and `second` are guarded by `lock`
final class BinaryDisposable: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  private var first: Disposable?
  private var second: Disposable?

  init(_ first: Disposable, _ second: Disposable) {
    self.first = first
    self.second = second
  }

  var isDisposed: Bool { lock.withLock { first == nil } }

  func dispose() {
    lock.lock()
    let first = self.first
    let second = self.second
    self.first = nil
    self.second = nil
    lock.unlock()
    first?.dispose()
    second?.dispose()
  }
}
