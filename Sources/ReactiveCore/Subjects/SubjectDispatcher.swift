import Synchronization

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
///
/// The deliverer's thread is recorded (in `activity`): a subscriber with a replay added by a
/// handler of this subject has it queued (contract 3), one added by another thread *joins*
/// and gets it on that thread (`SubjectDispatcher+Join.swift`), so subscribe/dispose churn
/// never makes a sender run other threads' observers.
///
/// An uncontended `onNext` takes the lock once (the caller's), tests one word (`activity`:
/// nobody delivering, nobody joining), reads its thread's identity, calls each
/// registration's ``SubjectRegistration/deliverNext(_:)`` with the bare value (no `Event`, no
/// queue entry), and leaves with one compare-and-exchange of `activity` when nobody added work
/// meanwhile (see ``SubjectActivity``); otherwise it takes the lock again and drains.
// unchecked Sendable: `state.pointee` is guarded by `lock`; `activity` is an Atomic<UInt>; the
// pointer is allocated in init and freed in deinit
@usableFromInline
package final class SubjectDispatcher<Element>: @unchecked Sendable {
  @usableFromInline typealias State = SubjectDispatcherState<Element>
  @usableFromInline typealias Delivery = State.Delivery

  /// Registry changes made during a delivery, moved out of the lock to be released after it.
  @usableFromInline
  typealias Deferred = (inserts: [RegistrationBase], removals: [RegistrationBase])

  /// Guards this dispatcher and the owning subject's state.
  @usableFromInline package let lock = Lock()
  /// The state, guarded by ``lock``; see ``SubjectDispatcherState`` for why a pointer.
  @usableFromInline package let state: UnsafeMutablePointer<SubjectDispatcherState<Element>>
  /// Who is busy (``SubjectActivity``): 0 when nobody is delivering and nobody joining.
  /// Changed only with ``lock`` held, except by a deliverer that leaves a delivery nobody
  /// added work to.
  @usableFromInline let activity = Atomic<UInt>(0)

  /// Creates a dispatcher with no registrations.
  package init() {
    state = .allocate(capacity: 1)
    state.initialize(to: State())
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Whether any registration is live. Call with ``lock`` held.
  @inlinable
  package var hasObserversLocked: Bool { state.pointee.registeredCount > 0 }

  /// Whether the owning subject ignores sends. Call with ``lock`` held.
  @inlinable
  package var isStoppedLocked: Bool {
    get { state.pointee.isStopped }
    set { state.pointee.isStopped = newValue }
  }

  /// Delivers `value` to every current registration, or queues it for the current
  /// deliverer. Call with ``lock`` held; returns with it released.
  @inlinable
  package func sendNextAndUnlock(_ value: Element) {
    if activity.load(ordering: .acquiring) != 0 {
      queueNextAndUnlock(value)
      return
    }
    // Nobody else sets a deliverer without the lock: a plain store.
    let deliverer = currentThreadIdentity()
    activity.store(deliverer, ordering: .relaxed)
    let slots = state.pointee.observers.unsafeSlots
    lock.unlock()
    Self.deliver(value, to: slots)
    // Whoever queued, subscribed, disposed or started joining meanwhile marked `activity`.
    if activity.compareExchange(expected: deliverer, desired: 0, ordering: .releasing).exchanged {
      return
    }
    drainPending()
  }

  /// Takes ``lock`` and delivers what was queued during the deliverer's last delivery;
  /// called by the deliverer. Out of line, like ``queueNextAndUnlock(_:)``, taking the lock
  /// too: the send path, inlined into every sender, stays small enough to be inlined.
  @usableFromInline @inline(never)
  func drainPending() {
    lock.lock()
    drainAndUnlock(first: .taken)
  }

  /// Queues `value` for the current deliverer, or, with no deliverer but registrations
  /// joining, delivers it through the drain loop (which hands it to them too). Out of line:
  /// in unspecialized code, building the queue entry looks up its type's metadata, which the
  /// common path must not pay.
  @usableFromInline @inline(never)
  func queueNextAndUnlock(_ value: Element) {
    let delivery = Delivery.broadcast(.next(value), limit: state.pointee.nextNumber)
    if handsOffToDelivererLocked() {
      state.pointee.enqueue(delivery)
      lock.unlock()
    } else {
      drainAndUnlock(first: delivery)
    }
  }

  /// Calls every live registration in `slots` (the bag's storage) with `value`. Called by
  /// the deliverer without the lock held.
  ///
  /// No snapshot is retained: while a deliverer is set nobody else changes the bag
  /// (registry changes and `removeAllLocked()` are deferred to the deliverer), so its storage
  /// stays in place, and it keeps every registration alive, so each is borrowed without a
  /// retain (`_withUnsafeGuaranteedRef`). The two retain/release pairs this saves were a
  /// third of an uncontended send. A hole in the bag is an ended registration
  /// (``RegistrationBase/hole``), skipped like any other, so no slot is tested for `nil`.
  @inlinable @inline(__always)
  static func deliver(_ value: Element, to slots: UnsafeBufferPointer<RegistrationBase>) {
    slots.withMemoryRebound(to: Unmanaged<RegistrationBase>.self) { entries in
      for index in entries.indices {
        entries[index]._withUnsafeGuaranteedRef {
          SubjectRegistration<Element>.deliverNext(value, to: $0)
        }
      }
    }
  }

  /// Delivers `event` (then `following`, if any) to every current registration, or queues
  /// them for the current deliverer. A terminal event ends every registration. Call with
  /// ``lock`` held; returns with it released.
  @inlinable
  package func sendAndUnlock(_ event: Event<Element>, then following: Event<Element>? = nil) {
    if following == nil, case .next(let value) = event {
      sendNextAndUnlock(value)
      return
    }
    let limit = state.pointee.nextNumber
    if handsOffToDelivererLocked() {
      state.pointee.enqueue(.broadcast(event, limit: limit))
      if let following { state.pointee.enqueue(.broadcast(following, limit: limit)) }
      lock.unlock()
      return
    }
    if let following { state.pointee.enqueue(.broadcast(following, limit: limit)) }
    drainAndUnlock(first: .broadcast(event, limit: limit))
  }

  /// The number the next registration gets; call with ``lock`` held, then register it.
  @usableFromInline
  package func takeNumberLocked() -> UInt64 {
    let number = state.pointee.nextNumber
    state.pointee.nextNumber &+= 1
    return number
  }

  /// Registers `observer`. Call with ``lock`` held; returns with it released.
  ///
  /// - Returns: The registration; disposing it unregisters the observer in O(1).
  @usableFromInline
  package func registerAndUnlock<Observer: ObserverType>(_ observer: Observer)
    -> SubjectRegistration<Element> where Observer.Element == Element
  {
    let registration = ObserverRegistration(observer, number: takeNumberLocked(), dispatcher: self)
    insertLocked(registration)
    lock.unlock()
    return registration
  }

  /// Registers `observer`, first delivering `replay` to it, serially with every other
  /// delivery. Call with ``lock`` held; returns with it released.
  ///
  /// - Returns: The registration; disposing it unregisters the observer in O(1).
  @usableFromInline
  package func registerAndUnlock<Observer: ObserverType>(
    _ observer: Observer, replay: [Element]
  ) -> SubjectRegistration<Element> where Observer.Element == Element {
    let registration = ObserverRegistration(observer, number: takeNumberLocked(), dispatcher: self)
    registerAndUnlock(registration, replay: replay)
    return registration
  }

  /// Registers `registration` (numbered with ``takeNumberLocked()``), with nothing to replay.
  /// Call with ``lock`` held; returns with it released.
  @usableFromInline
  package func registerAndUnlock(_ registration: SubjectRegistration<Element>) {
    insertLocked(registration)
    lock.unlock()
  }

  /// Registers `registration` (numbered with ``takeNumberLocked()``), first delivering
  /// `replay` to it. Call with ``lock`` held; returns with it released.
  @usableFromInline
  package func registerAndUnlock(_ registration: SubjectRegistration<Element>, replay: [Element]) {
    if replay.isEmpty {
      insertLocked(registration)
      lock.unlock()
    } else if isIdleLocked {
      insertLocked(registration)
      drainAndUnlock(first: .replay(replay, to: registration))
    } else {
      registerWhileBusyAndUnlock(registration, replay: replay)
    }
  }

  /// Registers `registration` (numbered with ``takeNumberLocked()``), first delivering
  /// `value` to it. Call with ``lock`` held; returns with it released.
  @usableFromInline
  package func registerAndUnlock(
    _ registration: SubjectRegistration<Element>, replayOne value: Element
  ) {
    if isIdleLocked {
      insertLocked(registration)
      drainAndUnlock(first: .replayOne(value, to: registration))
    } else {
      registerWhileBusyAndUnlock(registration, replay: [value])
    }
  }

  /// Whether no delivery is under way and no registration is joining: a replay is then
  /// delivered at once, by the subscribing thread. Call with ``lock`` held.
  @usableFromInline
  var isIdleLocked: Bool { activity.load(ordering: .acquiring) == 0 }

  @inline(__always)
  func insertLocked(_ registration: RegistrationBase) {
    registration.isRegistered = true
    state.pointee.registeredCount &+= 1  // bounded by memory: no overflow check
    placeLocked(registration)
  }

  /// Puts a registered `registration` in the bag, or, while a delivery is under way, in the
  /// inserts the deliverer applies after it. Call with ``lock`` held.
  @inline(__always)
  func placeLocked(_ registration: RegistrationBase) {
    if handsOffToDelivererLocked() {
      state.pointee.deferredInserts.append(registration)
      state.pointee.pendingWork += 1
    } else {
      state.pointee.observers.insert(registration)
    }
  }

  /// Removes `registration`, in O(1). Called by a registration's `dispose()`.
  @usableFromInline
  package func unregister(_ registration: RegistrationBase) {
    lock.lock()
    defer { lock.unlock() }
    guard registration.isRegistered else { return }
    registration.isRegistered = false
    state.pointee.registeredCount &-= 1  // it was registered, so above 0
    if handsOffToDelivererLocked() {
      state.pointee.deferredRemovals.append(registration)
      state.pointee.pendingWork += 1
    } else {
      state.pointee.observers.remove(registration)
    }
  }
}
