// IN-MODULE COPY of Sources/ReactiveCore/Subjects/SubjectDispatcher.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow

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
/// bag between deliveries, so the snapshot being iterated is never copied: subscribe and
/// dispose stay O(1) even when every observer disposes itself from its handler.
final class InModuleSubjectDispatcher<Element>: @unchecked Sendable {
  private enum Delivery {
    /// An event for every registration numbered below `limit`.
    case broadcast(Event<Element>, limit: UInt64)
    /// The values a new subscriber starts with (a current value, a replay buffer).
    case replay([Element], to: InModuleSubjectRegistration<Element>)
  }

  /// Guards this dispatcher and the owning subject's state.
  let lock = InModuleLock()
  private var observers = InModuleBag<InModuleSubjectRegistration<Element>>()
  private var registeredCount = 0
  private var nextNumber: UInt64 = 0
  private var dispatching = false
  private var queue: [Delivery] = []
  private var queueHead = 0
  private var deferredInserts: [InModuleSubjectRegistration<Element>] = []
  private var deferredRemovals: [InModuleSubjectRegistration<Element>] = []

  /// Creates a dispatcher with no registrations.
  init() {}

  /// Whether any registration is live. Call with ``lock`` held.
  var hasObserversLocked: Bool { registeredCount > 0 }

  /// Delivers `event` (then `following`, if any) to every current registration, or queues
  /// them for the current deliverer. A terminal event ends every registration. Call with
  /// ``lock`` held; returns with it released.
  func sendAndUnlock(_ event: Event<Element>, then following: Event<Element>? = nil) {
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
  func registerAndUnlock(
    _ observer: @escaping (Event<Element>) -> Void, replay: [Element] = []
  ) -> InModuleSubjectRegistration<Element> {
    let registration = InModuleSubjectRegistration<Element>(number: nextNumber, observer: observer)
    {
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

  /// Removes every registration and drops every queued delivery; the caller ends the
  /// returned registrations (``InModuleSubjectRegistration/end()``) after releasing ``lock``. Call
  /// with ``lock`` held.
  func removeAllLocked() -> [InModuleSubjectRegistration<Element>] {
    queue.removeAll()
    queueHead = 0
    deferredRemovals.removeAll()
    var removed = observers.removeAll()
    removed.append(contentsOf: deferredInserts.lazy.filter(\.isRegistered))
    deferredInserts.removeAll()
    for registration in removed { registration.isRegistered = false }
    registeredCount = 0
    return removed
  }

  private func unregister(_ registration: InModuleSubjectRegistration<Element>) {
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
  private func drainAndUnlock(first: Delivery) {
    dispatching = true
    var current = first
    while true {
      deliverUnlocked(current)
      lock.lock()
      applyDeferred()
      if queueHead == queue.count {
        if !queue.isEmpty {
          queue.removeAll(keepingCapacity: queue.capacity <= 16)
          queueHead = 0
        }
        dispatching = false
        lock.unlock()
        return
      }
      current = queue[queueHead]
      queueHead += 1
    }
  }

  /// Takes what `delivery` needs under ``lock``, releases it and calls the observers.
  @inline(__always)
  private func deliverUnlocked(_ delivery: Delivery) {
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
    }
  }

  private func applyDeferred() {
    if !deferredInserts.isEmpty {
      for registration in deferredInserts where registration.isRegistered {
        observers.insert(registration)
      }
      deferredInserts.removeAll(keepingCapacity: deferredInserts.capacity <= 16)
    }
    if !deferredRemovals.isEmpty {
      for registration in deferredRemovals { observers.remove(registration) }
      deferredRemovals.removeAll(keepingCapacity: deferredRemovals.capacity <= 16)
    }
  }
}
