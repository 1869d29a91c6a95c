/// How a subject's registry ends: its `dispose()`, or its `deinit`.
extension SubjectDispatcher {
  /// Ends the registry: every registration is removed — those in the bag, those joining it
  /// and the late subscribers of an ended subject still owed their replay or terminal event —
  /// and the caller ends the returned ones (``RegistrationBase/endByOwner()``) after
  /// releasing ``lock``, before its `dispose()` returns. Deliveries already queued then reach
  /// no one: each checks its registration's flag right before calling it (contract 4). Call
  /// with ``lock`` held.
  package func removeAllLocked() -> [RegistrationBase] {
    var removed: [RegistrationBase]
    if handsOffToDelivererLocked() {
      // The deliverer may be reading the bag in place: it empties the bag itself, after
      // the current delivery (`applyDeferredLocked()`).
      removed = state.pointee.observers.entries
      if !state.pointee.clearPending { state.pointee.pendingWork += 1 }
      state.pointee.clearPending = true
    } else {
      removed = state.pointee.observers.removeAll()
    }
    // Registry changes recorded during a delivery are left for the deliverer, which
    // releases them outside the lock; the inserts it will skip, being unregistered.
    removed.append(contentsOf: state.pointee.deferredInserts.lazy.filter(\.isRegistered))
    // Joining ones stay listed until their threads are done with them; ended, they receive
    // nothing more from their mailboxes — whether they join the bag, were ended by a
    // terminal event still in their mailbox, or subscribed after the end (late ones).
    for entry in state.pointee.joining { removed.append(entry.registration) }
    // Late subscribers whose replay or terminal event is still queued or being delivered:
    // ended, they skip the rest of it.
    removed.append(contentsOf: state.pointee.late.removeAll())
    for registration in removed { registration.isRegistered = false }
    state.pointee.registeredCount = 0
    return removed
  }

  /// Ends every registration when the owning subject goes away: registrations hold their
  /// dispatcher strongly (no weak reference to pay for on every subscribe and dispose), and
  /// this breaks that cycle. Call from the subject's `deinit`.
  package func ownerDidDeinit() {
    let removed = lock.withLock { removeAllLocked() }
    for registration in removed { registration.endByOwner() }
  }
}
