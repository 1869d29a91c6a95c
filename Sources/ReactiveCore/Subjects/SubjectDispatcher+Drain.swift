import Synchronization

/// The slow half of ``SubjectDispatcher``: the queue-drain loop that delivers what was sent,
/// subscribed or disposed while a delivery was under way, and releases what it held only
/// once the lock is released.
extension SubjectDispatcher {
  /// The queue-drain loop. Called with ``lock`` held and no deliverer, or (with `.taken`)
  /// by the deliverer; returns unlocked.
  ///
  /// Whatever a delivery or a registry change held (values, observers, and through them
  /// anything their closures captured) is released only while the lock is not held: a deinit
  /// may call back into this subject.
  @usableFromInline
  func drainAndUnlock(first: Delivery) {
    let state = self.state
    // Called with no deliverer (activity is 0 or has only the joining flag) or by the
    // deliverer itself: either way this makes the calling thread the deliverer.
    activity.bitwiseOr(currentThreadIdentity(), ordering: .acquiringAndReleasing)
    var current = first
    var released: Deferred?
    while true {
      deliverUnlocked(current)
      current = .taken
      keepAlive(released)
      released = nil
      lock.lock()
      released = applyDeferredLocked()
      if state.pointee.queueHead == state.pointee.queue.count {
        if !state.pointee.queue.isEmpty {
          state.pointee.queue.removeAll(keepingCapacity: state.pointee.queue.capacity <= 16)
          state.pointee.queueHead = 0
        }
        assert(state.pointee.pendingWork == 0, "pending work miscounted")
        // No longer the deliverer; the work marked pending is done.
        activity.bitwiseAnd(SubjectActivity.joining, ordering: .acquiringAndReleasing)
        lock.unlock()
        keepAlive(released)
        return
      }
      let head = state.pointee.queueHead
      current = state.pointee.queue[head]
      state.pointee.queue[head] = .taken
      state.pointee.queueHead = head + 1
      state.pointee.pendingWork -= 1
      if head + 1 >= 64, (head + 1) * 2 >= state.pointee.queue.count {
        state.pointee.queue.removeFirst(head + 1)
        state.pointee.queueHead = 0
      }
    }
  }

  /// Takes what `delivery` needs under ``lock``, releases it and calls the observers.
  func deliverUnlocked(_ delivery: Delivery) {
    switch delivery {
    case .broadcast(let event, let limit):
      // The bag's holes (`RegistrationBase.hole`, shared by every bag) are skipped: never
      // written to, and numbered above every limit.
      let snapshot = state.pointee.observers.slots
      let hole = state.pointee.observers.hole
      if event.isStopEvent {
        for registration in snapshot where registration !== hole {
          registration.isRegistered = false
        }
        _ = state.pointee.observers.removeAll()
        state.pointee.registeredCount = 0
        if state.pointee.joiningCount != 0 { forwardToJoiningLocked(event, limit: limit) }
        lock.unlock()
        for registration in snapshot where registration !== hole && registration.number < limit {
          unsafeDowncast(registration, to: SubjectRegistration<Element>.self)
            .terminate(with: event)
        }
        for registration in snapshot where registration !== hole && registration.number >= limit {
          registration.end()
        }
      } else {
        if state.pointee.joiningCount != 0 { forwardToJoiningLocked(event, limit: limit) }
        lock.unlock()
        for registration in snapshot where registration !== hole && registration.number < limit {
          unsafeDowncast(registration, to: SubjectRegistration<Element>.self).deliver(event)
        }
      }
    case .replayOne(let value, let registration):
      lock.unlock()
      registration.deliverNext(value)
    case .replay(let values, let registration):
      lock.unlock()
      for value in values { registration.deliverNext(value) }
    case .terminate(let event, let registration):
      // Its terminal event is under way: the subject's dispose no longer needs to end it.
      state.pointee.late.remove(registration)
      lock.unlock()
      registration.terminate(with: event)
    case .taken:
      lock.unlock()
    }
  }

  /// Keeps `changes` alive up to this call, so they are released after it.
  func keepAlive(_ changes: Deferred?) {
    guard let changes else { return }
    withExtendedLifetime(changes.inserts) {}
    withExtendedLifetime(changes.removals) {}
  }

  /// Applies the registry changes recorded during the last delivery and moves their lists
  /// out, for the caller to release after unlocking. Call with ``lock`` held.
  func applyDeferredLocked() -> Deferred? {
    if !state.pointee.hasDeferredChanges { return nil }
    var changes = (inserts: state.pointee.deferredInserts, removals: state.pointee.deferredRemovals)
    state.pointee.deferredInserts = []
    state.pointee.deferredRemovals = []
    state.pointee.pendingWork -= changes.inserts.count + changes.removals.count
    for registration in changes.inserts where registration.isRegistered {
      state.pointee.observers.insert(registration)
    }
    for registration in changes.removals { state.pointee.observers.remove(registration) }
    if state.pointee.clearPending {
      state.pointee.clearPending = false
      state.pointee.pendingWork -= 1
      changes.removals.append(contentsOf: state.pointee.observers.removeAll())
    }
    return changes
  }
}
