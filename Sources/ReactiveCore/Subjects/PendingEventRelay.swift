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
/// An event counts as delivered only when a subscriber received it: if every subscriber it
/// was aimed at is disposed while it is being delivered, it stays first in line for the next
/// subscriber — neither lost nor delivered twice. (The relay sees as far as the operators
/// between it and the handler: a value is received once it entered a chain none of whose
/// stages had stopped.)
///
/// At most `capacity` events wait, always: with no subscriber, and also while a subscriber is
/// busy in a handler and events queue behind it. On overflow the least important waiting
/// event goes first (by `priority`; the oldest among equals), and an event is dropped only
/// for one at least as important; each drop is counted in ``droppedCount`` and handed to the
/// overflow handler — never silently. Releasing the relay ends its subscriptions and frees
/// the operator chains behind them.
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
  /// An event waiting for a subscriber, with its importance.
  private struct Waiting {
    /// Emptied when the event is taken, so that compacting the queue under the lock never
    /// releases a value (its deinit is user code).
    var element: Element?
    let rank: Int
  }

  private let lock = Lock()
  private let capacity: Int
  private let priority: ((Element) -> Int)?
  private let onOverflow: (Element, Int) -> Void
  @exclusivity(unchecked) private var observers = Bag<RegistrationBase>()
  /// Waiting events from `head` on, oldest first.
  @exclusivity(unchecked) private var queue: [Waiting] = []
  @exclusivity(unchecked) private var head = 0
  /// `queue.count - head`, kept beside the queue: the direct path tests it without calling
  /// the unspecialized `Array<Waiting>.count`, which costs a generic metadata lookup
  /// (about 330 instructions) per call.
  @exclusivity(unchecked) private var waitingCount = 0
  @exclusivity(unchecked) private var dispatching = false
  @exclusivity(unchecked) private var dropped = 0
  @exclusivity(unchecked) private var delivered = 0

  /// Creates an empty relay; on overflow the oldest waiting event goes first.
  ///
  /// ```swift
  /// let relay = PendingEventRelay<AppEvent>(capacity: 50) { _, total in log("dropped \(total)") }
  /// ```
  ///
  /// - Parameters:
  ///   - capacity: How many events wait at most (at least 1), whether nobody is subscribed or
  ///     a subscriber is busy in a handler.
  ///   - onOverflow: Called, outside any lock, with each event dropped from a full buffer and
  ///     the number dropped so far.
  public convenience init(
    capacity: Int = 256, onOverflow: @escaping (Element, Int) -> Void = { _, _ in }
  ) {
    self.init(capacity: capacity, rank: nil, onOverflow: onOverflow)
  }

  /// Creates an empty relay whose overflow follows `priority`: the least important waiting
  /// event goes first (the oldest among equals), and an event is dropped only for one at
  /// least as important.
  ///
  /// ```swift
  /// let relay = PendingEventRelay<AppEvent>(
  ///   capacity: 50, priority: { $0.isUrgent ? 1 : 0 },
  ///   onOverflow: { _, total in log("dropped \(total)") })
  /// ```
  ///
  /// - Parameters:
  ///   - capacity: How many events wait at most (at least 1), whether nobody is subscribed or
  ///     a subscriber is busy in a handler.
  ///   - priority: How important an event is (higher is kept longer); called once per
  ///     accepted event, outside any lock.
  ///   - onOverflow: Called, outside any lock, with each event dropped from a full buffer and
  ///     the number dropped so far.
  public convenience init(
    capacity: Int = 256, priority: @escaping (Element) -> Int,
    onOverflow: @escaping (Element, Int) -> Void = { _, _ in }
  ) {
    self.init(capacity: capacity, rank: priority, onOverflow: onOverflow)
  }

  private init(
    capacity: Int, rank: ((Element) -> Int)?, onOverflow: @escaping (Element, Int) -> Void
  ) {
    self.capacity = max(1, capacity)
    self.priority = rank
    self.onOverflow = onOverflow
  }

  deinit {
    // Nothing else can reach the relay now: its registrations only hold it weakly.
    for registration in observers.removeAll() {
      unsafeDowncast(registration, to: RelayRegistrationBase<Element>.self).ownerDidRelease()
    }
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

  /// How many events were received by subscribers (each event counts once, however many
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
    let rank = priority?(element) ?? 0
    lock.lock()
    if !dispatching, waitingCount == 0, !observers.isEmpty {
      deliverDirectlyAndUnlock(element, rank: rank)
      return
    }
    enqueueAndUnlock(element, rank: rank)
  }

  /// The queued path, out of line so that the direct path above touches no generic metadata
  /// (in unspecialized code the compiler would fetch `Waiting`'s at the top of `accept`).
  /// Called with the lock held.
  @inline(never)
  private func enqueueAndUnlock(_ element: Element, rank: Int) {
    queue.append(Waiting(element: element, rank: rank))
    waitingCount += 1
    if dispatching || observers.isEmpty {
      let overflow = trimLocked()
      lock.unlock()
      report(overflow)
      return
    }
    dispatching = true
    drainLocked()
  }

  /// The usual case: subscribers and nothing waiting. `element` goes straight to them
  /// without passing through the queue; if none of them received it, it is put back at the
  /// head of the queue for the next subscriber. Called with the lock held.
  private func deliverDirectlyAndUnlock(_ element: Element, rank: Int) {
    dispatching = true
    var snapshot = observers.slots
    lock.unlock()
    let received = deliver(element, to: snapshot)
    snapshot = []
    lock.lock()
    if received {
      delivered += 1
      if waitingCount == 0 {
        dispatching = false
        lock.unlock()
        return
      }
    } else {
      putBackFirst(element, rank: rank)
    }
    drainLocked()
  }

  /// Puts an event nobody received back at the head of the queue; out of line for the same
  /// reason as ``enqueueAndUnlock(_:rank:)``. Called with the lock held.
  ///
  /// It goes into the slot before `head` when there is one (every slot before `head` is
  /// spent), else in front of the queue. No index is remembered from before the delivery:
  /// while the lock was released, another thread's `accept` may have trimmed and compacted the
  /// queue, so the slot the event was taken from can be gone (`head` was 0 then, and writing
  /// at `head - 1` trapped).
  @inline(never)
  private func putBackFirst(_ element: Element, rank: Int) {
    if head > 0 {
      head -= 1
      queue[head] = Waiting(element: element, rank: rank)
    } else {
      queue.insert(Waiting(element: element, rank: rank), at: 0)
    }
    waitingCount += 1
  }

  /// Hands `value` to every live registration of `snapshot`, in order; returns whether any
  /// of them received it. Called without the lock.
  @inline(__always)
  private func deliver(_ value: Element, to snapshot: ContiguousArray<RegistrationBase?>) -> Bool {
    var received = false
    for case let entry? in snapshot
    where unsafeDowncast(entry, to: RelayRegistrationBase<Element>.self).deliverIfLive(value) {
      received = true
    }
    return received
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

  /// Whether a registration of `snapshot` may still receive. Called with the lock held;
  /// reads only atomic flags.
  private func hasLiveEntry(_ snapshot: ContiguousArray<RegistrationBase?>) -> Bool {
    snapshot.contains { entry in
      entry.map { !unsafeDowncast($0, to: RelayRegistrationBase<Element>.self).isStopped }
        ?? false
    }
  }

  /// Delivers queued events while there are subscribers. Called with the lock held and
  /// `dispatching` set; returns with the lock released.
  ///
  /// An event that no registration received (every recipient was disposed while it was
  /// being delivered) goes back to the head of the queue and waits for the next subscriber.
  ///
  /// The delivered event and the snapshot of observers are released before the lock is taken
  /// again: a deinit they trigger may call back into this relay (contract 3).
  private func drainLocked() {
    while head < queue.count {
      var snapshot = observers.slots
      guard hasLiveEntry(snapshot) else { break }
      let rank = queue[head].rank
      var element = queue[head].element.take()
      head += 1
      waitingCount -= 1
      lock.unlock()
      var received = element == nil
      if let value = element {
        received = deliver(value, to: snapshot)
      }
      if received { element = nil }
      snapshot = []
      lock.lock()
      if received {
        delivered += 1
      } else if let element {
        putBackFirst(element, rank: rank)
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

  /// Drops the least important waiting events beyond `capacity` (the oldest among equals);
  /// lock held. The dropped events are returned, to be reported and released after
  /// unlocking.
  private func trimLocked() -> [(Element, Int)] {
    var overflow: [(Element, Int)] = []
    while queue.count - head > capacity {
      let index = priority == nil ? head : leastImportantIndexLocked()
      dropped += 1
      if let element = queue[index].element.take() { overflow.append((element, dropped)) }
      if index == head {
        head += 1
      } else {
        queue.remove(at: index)
      }
      waitingCount -= 1
    }
    if head > 0, head * 2 >= queue.count {
      queue.removeFirst(head)
      head = 0
    }
    return overflow
  }

  /// The index of the first waiting event of the lowest rank; lock held, queue not empty.
  private func leastImportantIndexLocked() -> Int {
    queue.withUnsafeBufferPointer { waiting in
      var best = head
      var lowest = waiting[head].rank
      var index = head + 1
      while index < waiting.count {
        let rank = waiting[index].rank
        if rank < lowest {
          best = index
          lowest = rank
        }
        index += 1
      }
      return best
    }
  }

  private func report(_ overflow: [(Element, Int)]) {
    for (element, total) in overflow { onOverflow(element, total) }
  }
}
