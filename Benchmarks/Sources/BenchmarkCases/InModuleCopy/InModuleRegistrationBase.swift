// IN-MODULE COPY of Sources/ReactiveCore/Subjects/RegistrationBase.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow
import Synchronization

/// What a subject's bag holds: the element-independent part of a registration (its slot,
/// subscription number and disposed flag).
///
/// Not generic, so the bag and the registry bookkeeping are compiled once, specialized, in
/// this module: a generic bag run from unspecialized code (a subscribe reached through
/// `Observable<Element>`) looked up its array's type metadata on every insert and remove.
///
/// `dispose()` removes it from the subject in O(1). A delivery already under way checks
/// ``isDisposed`` right before calling the receiver, so no event sent after `dispose()`
/// returns reaches it (contract 4).
class InModuleRegistrationBase: InModuleBagEntry, Disposable, @unchecked Sendable {
  /// The subscription number given by the owner: a queued broadcast reaches only
  /// registrations numbered below the number current when it was sent.
  final let number: UInt64
  /// The slot in the owner's bag, 32 bits to keep the object small; guarded by the owner's
  /// lock.
  final var slot: Int32 = -1
  /// Whether the owner still counts this registration; guarded by the owner's lock.
  final var isRegistered = false
  /// Set once by ``end()``.
  final let disposedFlag = Atomic<Bool>(false)

  /// Creates a registration with the owner's subscription number.
  init(number: UInt64) {
    self.number = number
    InModuleDiagnostics.subscriptionCreated()
  }

  /// The slot in the owner's bag, or `-1`.
  final var bagIndex: Int {
    get { Int(slot) }
    set { slot = Int32(truncatingIfNeeded: newValue) }
  }

  /// Whether the registration has ended.
  @inline(__always)
  final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Marks the registration ended without touching the owner (the owner already removed
  /// it, after a terminal event). Returns whether this call ended it.
  @discardableResult
  final func end() -> Bool {
    if !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) {
      InModuleDiagnostics.subscriptionReleased()
      return true
    }
    return false
  }

  /// Ends the registration because its owner ended (a subject released or disposed): no
  /// terminal event is sent. Call without the owner's lock held.
  func endByOwner() {
    end()
  }

  /// Ends the registration and removes it from its owner.
  final func dispose() {
    if end() { unregisterFromOwner() }
    didDispose()
  }

  /// Removes the registration from its owner. Called once, by ``dispose()``.
  func unregisterFromOwner() {}

  /// Called by every ``dispose()``, after the owner is told.
  func didDispose() {}
}
