import Synchronization

/// Disposes a sink and its upstream subscription together, whichever arrives first: the
/// `dispose()` call or the pair (a synchronous source may finish before the pair is set).
// unchecked Sendable: `state` is an Atomic<Int>: `sink` and `subscription` are written before
// `setBit` is set, then read by whichever of `setSinkAndSubscription` and the first `dispose()`
// comes second
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private static let disposedBit = 1
  private static let setBit = 2

  private let state = Atomic<Int>(0)
  private var sink: Disposable?
  private var subscription: Disposable?

  var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

  func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
    self.sink = sink
    self.subscription = subscription
    let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
    if previous & Self.disposedBit != 0 {
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  func dispose() {
    let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & Self.disposedBit != 0 { return }
    if previous & Self.setBit != 0 {
      let sink = self.sink
      let subscription = self.subscription
      self.sink = nil
      self.subscription = nil
      sink?.dispose()
      subscription?.dispose()
    }
  }
}
