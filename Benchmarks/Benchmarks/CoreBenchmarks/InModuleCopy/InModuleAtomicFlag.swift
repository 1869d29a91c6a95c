// IN-MODULE COPY of Sources/ReactiveCore/Internal/AtomicFlag.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import Synchronization

/// A one-way boolean flag (false → true) readable from any thread without a lock.
///
/// Used by sinks to stop forwarding after `dispose()` and by `create` to enforce the
/// event grammar (contract 1) on the hot path without a lock round-trip.
final class InModuleAtomicFlag: Sendable {
  let storage = Atomic<Bool>(false)

  /// Creates a cleared flag.
  init() {}

  /// Whether the flag has been set.
  @inline(__always)
  var isSet: Bool { storage.load(ordering: .acquiring) }

  /// Sets the flag; returns `true` only for the call that changed it.
  @inline(__always)
  @discardableResult
  func set() -> Bool {
    !storage.exchange(true, ordering: .acquiringAndReleasing)
  }
}
