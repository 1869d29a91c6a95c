/// The base of the sinks whose events come from several sources that can race (merge,
/// combineLatest, zip, flatMap...).
///
/// Subclasses update their state under ``lock`` and, still under it, hand the resulting
/// downstream event to ``scheduleLocked(_:)``; after unlocking they pass what it returned
/// to ``flush(_:)`` (values: ``scheduleNextLocked(_:)`` and ``flushNext(_:)``, which build
/// nothing when no delivery is under way). Delivery is a queue-drain like ``SerialDelivery``,
/// its queue guarded by the same `lock`, so:
/// - events reach the observer in the order the state changed (they are queued under the
///   lock), one at a time (contract 2);
/// - no observer and no user closure runs while `lock` is held (contract 3);
/// - an event sent into a source from inside the downstream handler is queued and delivered
///   after the current one, in order (contract 3).
///
/// ```swift
/// lock.lock()
/// stopped = true
/// let pending = scheduleLocked(.event(.completed))
/// lock.unlock()
/// flush(pending)
/// ```
// unchecked Sendable: `delivering`, `queue`, `queuedCount` and `stopped` are guarded by `lock`
class SerialSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
  /// One downstream delivery: a value, a ready event, or a value to compute first (a result
  /// selector, run outside the lock; a thrown error ends the sequence).
  enum Item {
    case next(Observer.Element)
    case event(Event<Observer.Element>)
    case compute(() throws -> Observer.Element)
  }

  /// Guards the subclass's state and the delivery queue below. Never held while calling out.
  final let lock = Lock()
  // Delivery state, guarded by `lock`: whether a delivery is under way, and what waits for it.
  @exclusivity(unchecked) private var delivering = false
  @exclusivity(unchecked) private var queue = DeliveryQueue<Item>()
  /// How many items `queue` holds, kept apart so that the check "anything queued?" after each
  /// delivery touches no generic type (no metadata look-up on the per-value path).
  @exclusivity(unchecked) private var queuedCount = 0
  /// Whether the sink has scheduled its terminal event, guarded by `lock`: after it, the
  /// subclass ignores what its sources send.
  @exclusivity(unchecked) final var stopped = false

  /// With ``lock`` held: queues `item` for delivery. Returns the item when the caller must
  /// deliver it (pass it to ``flush(_:)`` after unlocking), `nil` when another delivery is
  /// under way and will deliver it.
  ///
  /// ```swift
  /// let pending = scheduleLocked(.event(.completed))
  /// ```
  ///
  /// - Parameter item: What to deliver.
  /// - Returns: `item` when the caller delivers it, `nil` when it was queued.
  @inline(__always)
  final func scheduleLocked(_ item: Item) -> Item? {
    if claimDeliveryLocked() { return item }
    enqueueLocked(item)
    return nil
  }

  /// With ``lock`` held: the per-value form of ``scheduleLocked(_:)``, which builds nothing
  /// when no delivery is under way (the usual case).
  ///
  /// ```swift
  /// let deliver = scheduleNextLocked(value)
  /// lock.unlock()
  /// if deliver { flushNext(value) }
  /// ```
  ///
  /// - Parameter value: The value to deliver.
  /// - Returns: `true` when the caller must deliver `value` with ``flushNext(_:)`` after
  ///   unlocking, `false` when it was queued behind the delivery under way.
  @inline(__always)
  final func scheduleNextLocked(_ value: Observer.Element) -> Bool {
    if claimDeliveryLocked() { return true }
    enqueueNextLocked(value)
    return false
  }

  /// Out of line, so that the idle path of ``scheduleNextLocked(_:)`` builds no ``Item``.
  @inline(never)
  private func enqueueNextLocked(_ value: Observer.Element) {
    enqueueLocked(.next(value))
  }

  /// With ``lock`` held: starts a delivery when none is under way. On `true` the caller
  /// delivers after unlocking, with ``flushNext(_:)`` or ``flushComputed(_:)``; on `false`
  /// it must queue what it has with ``enqueueLocked(_:)``.
  ///
  /// ```swift
  /// if claimDeliveryLocked() {
  ///   lock.unlock()
  ///   flushComputed { try resultSelector(value, latest) }
  /// } else {
  ///   enqueueLocked(.compute { try resultSelector(value, latest) })
  ///   lock.unlock()
  /// }
  /// ```
  ///
  /// - Returns: Whether the caller now owns the delivery.
  @inline(__always)
  final func claimDeliveryLocked() -> Bool {
    if delivering { return false }
    delivering = true
    return true
  }

  /// With ``lock`` held, after ``claimDeliveryLocked()`` returned `true`: gives the delivery
  /// back unused (the caller had nothing to deliver). Nothing can have been queued meanwhile:
  /// the lock was held throughout.
  final func releaseClaimLocked() {
    assert(queuedCount == 0, "released a claimed delivery with items queued")
    delivering = false
  }

  /// With ``lock`` held, after ``claimDeliveryLocked()`` returned `false`: queues `item`
  /// behind the delivery under way, which will deliver it.
  ///
  /// - Parameter item: What to deliver.
  final func enqueueLocked(_ item: Item) {
    queue.append(item)
    queuedCount += 1
  }

  /// Without the lock: delivers `first` and everything queued behind it.
  ///
  /// - Parameter first: What ``scheduleLocked(_:)`` returned.
  final func flush(_ first: Item?) {
    guard let first else { return }
    deliver(first)
    drain()
  }

  /// Without the lock: delivers `value`, for which ``scheduleNextLocked(_:)`` returned
  /// `true`, and everything queued behind it.
  ///
  /// - Parameter value: The value.
  final func flushNext(_ value: Observer.Element) {
    forwardNext(value)
    drain()
  }

  /// Without the lock, after ``claimDeliveryLocked()`` returned `true`: computes a value and
  /// delivers it (a thrown error is sent as an `error` event and ends the sequence), then
  /// everything queued behind it. The closure is not stored, so it allocates nothing.
  ///
  /// - Parameter compute: Computes the value (a result selector), outside the lock.
  final func flushComputed(_ compute: () throws -> Observer.Element) {
    let value: Observer.Element
    do {
      value = try compute()
    } catch {
      forwardErrorAndDispose(error)
      drain()
      return
    }
    forwardNext(value)
    drain()
  }

  /// Without the lock: ends the sink with the terminal `event`, unless it has stopped already.
  ///
  /// ```swift
  /// case .error(let error): stop(with: .error(error))
  /// ```
  ///
  /// - Parameter event: `error` or `completed`.
  final func stop(with event: Event<Observer.Element>) {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    stopped = true
    let pending = scheduleLocked(.event(event))
    lock.unlock()
    flush(pending)
  }

  /// Without the lock: ends the sink with `error`, unless it has stopped already. Out of line,
  /// so that a per-value path that calls it builds no ``Event`` (and looks up no `Event`
  /// metadata) itself.
  ///
  /// - Parameter error: The failure.
  @inline(never)
  final func fail(_ error: Swift.Error) {
    stop(with: .error(error))
  }

  /// Without the lock: queues and delivers `event` (for events that change no state).
  ///
  /// - Parameter event: The event.
  final func send(_ event: Event<Observer.Element>) {
    lock.lock()
    let pending = scheduleLocked(.event(event))
    lock.unlock()
    flush(pending)
  }

  /// Delivers what was queued during the delivery that just ended, until the queue is empty;
  /// then ends the delivery.
  @inline(__always)
  private func drain() {
    lock.lock()
    if queuedCount == 0 {
      delivering = false
      lock.unlock()
      return
    }
    lock.unlock()
    drainQueue()
  }

  /// The slow part of ``drain()``: something was queued meanwhile.
  @inline(never)
  private func drainQueue() {
    while let item = nextQueued() { deliver(item) }
  }

  /// The next queued item, or `nil` (and the delivery ends) when there is none.
  private func nextQueued() -> Item? {
    lock.lock()
    defer { lock.unlock() }
    if let item = queue.popFirst() {
      queuedCount -= 1
      return item
    }
    delivering = false
    return nil
  }

  private func deliver(_ item: Item) {
    if isDisposed { return }
    switch item {
    case .next(let value):
      forwardNext(value)
    case .event(let event):
      forwardOn(event)
      if event.isStopEvent { dispose() }
    case .compute(let compute):
      let value: Observer.Element
      do {
        value = try compute()
      } catch {
        forwardErrorAndDispose(error)
        return
      }
      forwardNext(value)
    }
  }
}
