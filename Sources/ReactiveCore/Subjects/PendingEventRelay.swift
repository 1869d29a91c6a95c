/// A never-terminating stream that delivers each event once: events accepted while nobody
/// is subscribed wait in a bounded buffer and go to the next subscriber; a subscriber never
/// receives events delivered before it subscribed.
///
/// Use it for one-shot events that must neither be lost nor shown twice: errors raised
/// before the view subscribes, navigation requests, "saved" toasts. With subscribers it
/// behaves like a `PublishRelay` (every current subscriber receives each event). It never
/// sends `error` or `completed` (contract 5). Delivery is serial and never under a lock;
/// an `accept` from inside a handler is queued and delivered next, in order (contracts 2, 3).
///
/// The buffer holds at most `capacity` events; when it is full, the oldest event is dropped,
/// counted in ``droppedCount`` and handed to the overflow handler — never silently.
///
/// ```swift
/// let relay = PendingEventRelay<String>(capacity: 100) { dropped, total in
///   print("dropped \(dropped); \(total) so far")
/// }
/// relay.accept("saved")                              // buffered: nobody listens yet
/// let subscription = relay.subscribe(onNext: { print($0) })  // prints "saved"
/// relay.accept("deleted")                            // prints "deleted"
/// ```
public final class PendingEventRelay<Element>: Observable<Element>, @unchecked Sendable {
  private let lock = Lock()
  private let capacity: Int
  private let onOverflow: (Element, Int) -> Void
  @exclusivity(unchecked) private var observers = Bag<RegistrationBase>()
  /// Waiting events from `head` on; a slot is emptied when its event is taken, so that
  /// compacting the queue under the lock never releases a value (its deinit is user code).
  @exclusivity(unchecked) private var queue: [Element?] = []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var dispatching = false
  @exclusivity(unchecked) private var dropped = 0
  @exclusivity(unchecked) private var delivered = 0

  /// Creates an empty relay.
  ///
  /// ```swift
  /// let relay = PendingEventRelay<AppEvent>(capacity: 50) { _, total in log("dropped \(total)") }
  /// ```
  ///
  /// - Parameters:
  ///   - capacity: How many events wait for a subscriber at most (at least 1).
  ///   - onOverflow: Called, outside any lock, with each event dropped from a full buffer and
  ///     the number dropped so far.
  public init(capacity: Int = 256, onOverflow: @escaping (Element, Int) -> Void = { _, _ in }) {
    self.capacity = max(1, capacity)
    self.onOverflow = onOverflow
  }

  /// How many events wait for a subscriber.
  ///
  /// ```swift
  /// relay.accept(1)
  /// print(relay.bufferedCount)  // 1 while nobody subscribes
  /// ```
  public var bufferedCount: Int { lock.withLock { queue.count - head } }

  /// How many events were dropped because the buffer was full.
  ///
  /// ```swift
  /// XCTAssertEqual(relay.droppedCount, 0)
  /// ```
  public var droppedCount: Int { lock.withLock { dropped } }

  /// How many events were handed to subscribers (each event counts once, however many
  /// subscribers received it).
  ///
  /// ```swift
  /// print(relay.deliveredCount)
  /// ```
  public var deliveredCount: Int { lock.withLock { delivered } }

  /// How many subscribers are subscribed.
  ///
  /// ```swift
  /// print(relay.subscriberCount)
  /// ```
  public var subscriberCount: Int { lock.withLock { observers.count } }

  /// Whether any subscriber is subscribed.
  ///
  /// ```swift
  /// if !relay.hasObservers { print("waiting for a subscriber") }
  /// ```
  public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

  /// Sends `element` to the current subscribers, or keeps it for the next one.
  ///
  /// ```swift
  /// relay.accept("saved")
  /// ```
  ///
  /// - Parameter element: The event's value.
  public func accept(_ element: Element) {
    lock.lock()
    if !dispatching, head == queue.count, !observers.isEmpty {
      deliverDirectlyAndUnlock(element)
      return
    }
    queue.append(element)
    if dispatching {
      lock.unlock()
      return
    }
    if observers.isEmpty {
      let overflow = trimLocked()
      lock.unlock()
      report(overflow)
      return
    }
    dispatching = true
    drainLocked()
  }

  /// The usual case: subscribers and nothing waiting. `element` goes straight to them
  /// without passing through the queue; if every one of them is disposed meanwhile, it is
  /// put back at the head of the queue for the next subscriber. Called with the lock held.
  private func deliverDirectlyAndUnlock(_ element: Element) {
    dispatching = true
    var snapshot = observers.slots
    lock.unlock()
    var received = false
    for case let entry? in snapshot where !entry.isDisposed {
      unsafeDowncast(entry, to: SubjectRegistration<Element>.self).deliverNext(element)
      received = true
    }
    snapshot = []
    lock.lock()
    if received {
      delivered += 1
      if head == queue.count {
        dispatching = false
        lock.unlock()
        return
      }
    } else {
      queue.insert(element, at: head)
    }
    drainLocked()
  }

  /// Subscribes `observer`; it first receives the events waiting in the buffer, if any.
  ///
  /// ```swift
  /// let subscription = relay.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver; it never receives a terminal event.
  /// - Returns: The subscription.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let registration = RelayRegistration(observer) { [weak self] in self?.unregister($0) }
    lock.lock()
    observers.insert(registration)
    if dispatching || head == queue.count {
      lock.unlock()
      return registration
    }
    dispatching = true
    drainLocked()
    return registration
  }

  /// Returns itself, as an observable.
  ///
  /// ```swift
  /// let events: Observable<String> = relay.asObservable()
  /// ```
  ///
  /// - Returns: `self`.
  public override func asObservable() -> Observable<Element> { self }

  private func unregister(_ registration: RegistrationBase) {
    lock.withLock { _ = observers.remove(registration) }
  }

  /// Delivers queued events while there are subscribers. Called with the lock held and
  /// `dispatching` set; returns with the lock released.
  ///
  /// An event whose every recipient was disposed while it was being delivered was received
  /// by nobody: it goes back to the head of the queue and waits for the next subscriber.
  ///
  /// The delivered event and the snapshot of observers are released before the lock is taken
  /// again: a deinit they trigger may call back into this relay (contract 3).
  private func drainLocked() {
    while head < queue.count {
      var snapshot = observers.slots
      guard snapshot.contains(where: { $0.map { !$0.isDisposed } ?? false }) else { break }
      var element = queue[head]
      queue[head] = nil
      head += 1
      lock.unlock()
      var received = element == nil
      if let value = element {
        for case let entry? in snapshot where !entry.isDisposed {
          unsafeDowncast(entry, to: SubjectRegistration<Element>.self).deliverNext(value)
          received = true
        }
      }
      if received { element = nil }
      snapshot = []
      lock.lock()
      if received {
        delivered += 1
      } else {
        head -= 1
        queue[head] = element
      }
    }
    dispatching = false
    if head == queue.count {
      queue.removeAll(keepingCapacity: queue.capacity <= 64)
      head = 0
    }
    let overflow = trimLocked()
    lock.unlock()
    report(overflow)
  }

  /// Drops the oldest waiting events beyond `capacity`; lock held. The dropped events are
  /// returned, to be reported and released after unlocking.
  private func trimLocked() -> [(Element, Int)] {
    var overflow: [(Element, Int)] = []
    while queue.count - head > capacity {
      dropped += 1
      if let element = queue[head].take() { overflow.append((element, dropped)) }
      head += 1
    }
    if head > 0, head * 2 >= queue.count {
      queue.removeFirst(head)
      head = 0
    }
    return overflow
  }

  private func report(_ overflow: [(Element, Int)]) {
    for (element, total) in overflow { onOverflow(element, total) }
  }
}
