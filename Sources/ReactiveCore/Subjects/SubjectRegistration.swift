import Synchronization

/// One subscriber of a subject: its observer closure, its slot in the subject's bag, and the
/// disposable handed to the caller.
///
/// `dispose()` removes it from the subject in O(1). A delivery already under way checks
/// ``isDisposed`` right before calling the observer, so no event sent after `dispose()`
/// returns reaches it (contract 4).
@usableFromInline
package final class SubjectRegistration<Element>: BagEntry, Disposable, @unchecked Sendable {
  /// The observer.
  @usableFromInline package let observer: (Event<Element>) -> Void
  /// The slot in the owner's bag; guarded by the owner's lock.
  @usableFromInline package var bagIndex = -1
  /// The subscription number given by the owner: a queued broadcast reaches only
  /// registrations numbered below the number current when it was sent.
  @usableFromInline package let number: UInt64
  /// Whether the owner still counts this registration; guarded by the owner's lock.
  @usableFromInline package var isRegistered = false
  /// Set once by ``end()``; stored inline (not an ``AtomicFlag`` object): one allocation
  /// less per subscription.
  @usableFromInline let disposedFlag = Atomic<Bool>(false)
  private let unregister: (SubjectRegistration<Element>) -> Void

  /// Creates a registration that calls `unregister` once on dispose.
  package init(
    number: UInt64 = 0,
    observer: @escaping (Event<Element>) -> Void,
    unregister: @escaping (SubjectRegistration<Element>) -> Void
  ) {
    self.number = number
    self.observer = observer
    self.unregister = unregister
    Diagnostics.subscriptionCreated()
  }

  /// Whether the registration has ended.
  @inlinable @inline(__always)
  package var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Delivers `event` unless the registration has ended.
  @inlinable @inline(__always)
  package func deliver(_ event: Event<Element>) {
    if !disposedFlag.load(ordering: .acquiring) { observer(event) }
  }

  /// Marks the registration ended without touching the owner (the owner already removed
  /// it, after a terminal event). Returns whether this call ended it.
  @usableFromInline @discardableResult
  package func end() -> Bool {
    if !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) {
      Diagnostics.subscriptionReleased()
      return true
    }
    return false
  }

  /// Ends the registration and removes it from its owner.
  @usableFromInline package func dispose() {
    if end() { unregister(self) }
  }
}
