import Synchronization

/// A one-way boolean flag (false → true) readable from any thread without a lock.
///
/// Used by sinks to stop forwarding after `dispose()` and by `create` to enforce the
/// event grammar (contract 1) on the hot path without a lock round-trip.
@usableFromInline
package final class AtomicFlag: Sendable {
  @usableFromInline let storage = Atomic<Bool>(false)

  /// Creates a cleared flag.
  package init() {}

  /// Whether the flag has been set.
  @inlinable @inline(__always)
  package var isSet: Bool { storage.load(ordering: .acquiring) }

  /// Sets the flag; returns `true` only for the call that changed it.
  @inlinable @inline(__always)
  @discardableResult
  package func set() -> Bool {
    !storage.exchange(true, ordering: .acquiringAndReleasing)
  }
}
