/// The registry and serial delivery shared by every subject: one lock, one queue-drain loop.
///
/// The owning subject guards its own state (current value, buffer, terminal event) with
/// ``lock`` and calls the `…AndUnlock` methods with the lock held; they release it. No
/// observer is ever called with the lock held (contract 3). The first sender becomes the
/// deliverer; anything sent meanwhile — from another thread or from inside a handler — is
/// queued and delivered by that deliverer after the current delivery, in order (contracts 2
/// and 3).
///
/// Every registration gets a subscription number, and every broadcast remembers the number
/// the next registration would get when it was sent: a queued broadcast only reaches
/// registrations made before its send began. That is what makes a `BehaviorSubject`
/// subscriber racing `onNext` see `[old, new]` or `[new]`, never `[new, new]`, and keeps a
/// `PublishSubject` from replaying a queued value to a later subscriber.
///
/// While a delivery is under way, subscribes and disposes are recorded and applied to the
/// bag between deliveries, so the snapshot being iterated is never copied (a change to the
/// bag while a snapshot is alive would copy all of it once): a delivery costs one retain of
/// the registry whatever its observers do meanwhile.
@usableFromInline
package final class SubjectDispatcher<Element>: @unchecked Sendable {
  @usableFromInline
  enum Delivery {
    /// An event for every registration numbered below `limit`.
    case broadcast(Event<Element>, limit: UInt64)
    /// The values a new subscriber starts with (a current value, a replay buffer).
    case replay([Element], to: SubjectRegistration<Element>)
    /// A delivery already taken: what the queue keeps, so that releasing the queue under the
    /// lock never releases a value or an observer (their deinit is user code).
    case taken
  }

  /// Registry changes made during a delivery, moved out of the lock to be released after it.
  @usableFromInline
  typealias Deferred = (
    inserts: [SubjectRegistration<Element>], removals: [SubjectRegistration<Element>]
  )

  /// Guards this dispatcher and the owning subject's state.
  @usableFromInline package let lock = Lock()
  @usableFromInline var observers = Bag<SubjectRegistration<Element>>()
  @usableFromInline var registeredCount = 0
  @usableFromInline var nextNumber: UInt64 = 0
  @usableFromInline var dispatching = false
  @usableFromInline var queue: [Delivery] = []
  @usableFromInline var queueHead = 0
  @usableFromInline var deferredInserts: [SubjectRegistration<Element>] = []
  @usableFromInline var deferredRemovals: [SubjectRegistration<Element>] = []

  /// Creates a dispatcher with no registrations.
  package init() {}

  /// Whether any registration is live. Call with ``lock`` held.
  package var hasObserversLocked: Bool { registeredCount > 0 }

  /// Delivers `event` (then `following`, if any) to every current registration, or queues
  /// them for the current deliverer. A terminal event ends every registration. Call with
  /// ``lock`` held; returns with it released.
  @inlinable
  package func sendAndUnlock(_ event: Event<Element>, then following: Event<Element>? = nil) {
    let limit = nextNumber
    if dispatching {
      queue.append(.broadcast(event, limit: limit))
      if let following { queue.append(.broadcast(following, limit: limit)) }
      lock.unlock()
      return
    }
    if let following { queue.append(.broadcast(following, limit: limit)) }
    drainAndUnlock(first: .broadcast(event, limit: limit))
  }

  /// Registers `observer`, first delivering `replay` to it, serially with every other
  /// delivery. Call with ``lock`` held; returns with it released.
  ///
  /// - Returns: The registration; disposing it unregisters the observer in O(1).
  @usableFromInline
  package func registerAndUnlock(
    _ observer: @escaping (Event<Element>) -> Void, replay: [Element] = []
  ) -> SubjectRegistration<Element> {
    let registration = SubjectRegistration<Element>(number: nextNumber, observer: observer) {
      [weak self] in self?.unregister($0)
    }
    nextNumber &+= 1
    registration.isRegistered = true
    registeredCount += 1
    if dispatching {
      deferredInserts.append(registration)
    } else {
      observers.insert(registration)
    }
    if replay.isEmpty {
      lock.unlock()
    } else if dispatching {
      queue.append(.replay(replay, to: registration))
      lock.unlock()
    } else {
      drainAndUnlock(first: .replay(replay, to: registration))
    }
    return registration
  }

  /// Ends the registry: every registration is removed, and the caller ends the returned
  /// ones (``SubjectRegistration/end()``) after releasing ``lock``. Deliveries already queued
  /// then reach no one. Call with ``lock`` held.
  package func removeAllLocked() -> [SubjectRegistration<Element>] {
    var removed = observers.removeAll()
    // Registry changes recorded during a delivery are left for the deliverer, which
    // releases them outside the lock; the inserts it will skip, being unregistered.
    removed.append(contentsOf: deferredInserts.lazy.filter(\.isRegistered))
    for registration in removed { registration.isRegistered = false }
    registeredCount = 0
    return removed
  }

  private func unregister(_ registration: SubjectRegistration<Element>) {
    lock.lock()
    defer { lock.unlock() }
    guard registration.isRegistered else { return }
    registration.isRegistered = false
    registeredCount -= 1
    if dispatching {
      deferredRemovals.append(registration)
    } else {
      observers.remove(registration)
    }
  }

  /// The queue-drain loop. Called with ``lock`` held and no deliverer; returns unlocked.
  ///
  /// Whatever a delivery or a registry change held (values, observers, and through them
  /// anything their closures captured) is released only while the lock is not held: a deinit
  /// may call back into this subject.
  @inlinable
  func drainAndUnlock(first: Delivery) {
    dispatching = true
    var current = first
    var released: Deferred?
    while true {
      deliverUnlocked(current)
      current = .taken
      keepAlive(released)
      released = nil
      lock.lock()
      released = applyDeferredLocked()
      if queueHead == queue.count {
        if !queue.isEmpty {
          queue.removeAll(keepingCapacity: queue.capacity <= 16)
          queueHead = 0
        }
        dispatching = false
        lock.unlock()
        keepAlive(released)
        return
      }
      current = queue[queueHead]
      queue[queueHead] = .taken
      queueHead += 1
      if queueHead >= 64, queueHead * 2 >= queue.count {
        queue.removeFirst(queueHead)
        queueHead = 0
      }
    }
  }

  /// Takes what `delivery` needs under ``lock``, releases it and calls the observers.
  @inlinable @inline(__always)
  func deliverUnlocked(_ delivery: Delivery) {
    switch delivery {
    case .broadcast(let event, let limit):
      let snapshot = observers.slots
      if event.isStopEvent {
        for case let registration? in snapshot { registration.isRegistered = false }
        _ = observers.removeAll()
        registeredCount = 0
        lock.unlock()
        for case let registration? in snapshot
        where registration.end() && registration.number < limit {
          registration.observer(event)
        }
      } else {
        lock.unlock()
        for case let registration? in snapshot where registration.number < limit {
          registration.deliver(event)
        }
      }
    case .replay(let values, let registration):
      lock.unlock()
      for value in values { registration.deliver(.next(value)) }
    case .taken:
      lock.unlock()
    }
  }

  /// Keeps `changes` alive up to this call, so they are released after it. (Not
  /// `withExtendedLifetime(changes)`: on the optional tuple, that cost a runtime type-metadata
  /// lookup per send once specialized in a client module, about 50 ns.)
  @inlinable @inline(__always)
  func keepAlive(_ changes: Deferred?) {
    guard let changes else { return }
    withExtendedLifetime(changes.inserts) {}
    withExtendedLifetime(changes.removals) {}
  }

  /// Applies the registry changes recorded during the last delivery and moves their lists
  /// out, for the caller to release after unlocking. Call with ``lock`` held.
  @inlinable
  func applyDeferredLocked() -> Deferred? {
    if deferredInserts.isEmpty, deferredRemovals.isEmpty { return nil }
    let changes = (inserts: deferredInserts, removals: deferredRemovals)
    deferredInserts = []
    deferredRemovals = []
    for registration in changes.inserts where registration.isRegistered {
      observers.insert(registration)
    }
    for registration in changes.removals { observers.remove(registration) }
    return changes
  }
}
