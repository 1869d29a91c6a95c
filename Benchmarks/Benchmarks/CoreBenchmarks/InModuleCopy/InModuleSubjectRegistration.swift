// IN-MODULE COPY of Sources/ReactiveCore/Subjects/SubjectRegistration.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow
import Synchronization

/// One subscriber of a subject: its observer closure, its slot in the subject's bag, and the
/// disposable handed to the caller.
///
/// `dispose()` removes it from the subject in O(1). A delivery already under way checks
/// ``isDisposed`` right before calling the observer, so no event sent after `dispose()`
/// returns reaches it (contract 4).
final class InModuleSubjectRegistration<Element>: InModuleBagEntry, Disposable, @unchecked Sendable
{
  /// The observer.
  let observer: (Event<Element>) -> Void
  /// The slot in the owner's bag; guarded by the owner's lock.
  var bagIndex = -1
  /// The subscription number given by the owner: a queued broadcast reaches only
  /// registrations numbered below the number current when it was sent.
  let number: UInt64
  /// Whether the owner still counts this registration; guarded by the owner's lock.
  var isRegistered = false
  /// Set once by ``end()``; stored inline (not an ``InModuleAtomicFlag`` object): one allocation
  /// less per subscription.
  let disposedFlag = Atomic<Bool>(false)
  private let unregister: (InModuleSubjectRegistration<Element>) -> Void

  /// Creates a registration that calls `unregister` once on dispose.
  init(
    number: UInt64 = 0,
    observer: @escaping (Event<Element>) -> Void,
    unregister: @escaping (InModuleSubjectRegistration<Element>) -> Void
  ) {
    self.number = number
    self.observer = observer
    self.unregister = unregister
    InModuleDiagnostics.subscriptionCreated()
  }

  /// Whether the registration has ended.
  @inline(__always)
  var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Delivers `event` unless the registration has ended.
  @inline(__always)
  func deliver(_ event: Event<Element>) {
    if !disposedFlag.load(ordering: .acquiring) { observer(event) }
  }

  /// Marks the registration ended without touching the owner (the owner already removed
  /// it, after a terminal event). Returns whether this call ended it.
  @discardableResult
  func end() -> Bool {
    if !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) {
      InModuleDiagnostics.subscriptionReleased()
      return true
    }
    return false
  }

  /// Ends the registration and removes it from its owner.
  func dispose() {
    if end() { unregister(self) }
  }
}
