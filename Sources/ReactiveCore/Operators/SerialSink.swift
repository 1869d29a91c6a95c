/// The base of the sinks whose events come from several sources that can race (merge,
/// combineLatest, zip, flatMap...).
///
/// Subclasses update their state under ``lock`` and, still under it, hand the resulting
/// downstream event to ``scheduleLocked(_:)``; after unlocking they pass what it returned
/// to ``flush(_:)``. Delivery goes through a ``SerialDelivery`` queue, so:
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
class SerialSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
  /// One downstream delivery: a ready event, or a value to compute first (a result selector,
  /// run outside the lock; a thrown error ends the sequence).
  enum Item {
    case event(Event<Observer.Element>)
    case compute(() throws -> Observer.Element)
  }

  /// Guards the subclass's state. Never held while calling out.
  final let lock = Lock()
  private let delivery = SerialDelivery<Item>()

  /// With ``lock`` held: queues `item` for delivery. Returns the item when the caller must
  /// deliver it (pass it to ``flush(_:)`` after unlocking), `nil` when another delivery is
  /// under way and will deliver it.
  @inline(__always)
  final func scheduleLocked(_ item: Item) -> Item? {
    delivery.enter(item) ? item : nil
  }

  /// Without the lock: delivers `first` and everything queued behind it.
  final func flush(_ first: Item?) {
    guard var current = first else { return }
    while true {
      deliver(current)
      guard let following = delivery.next() else { return }
      current = following
    }
  }

  /// Without the lock: queues and delivers `event` (for events that change no state).
  final func send(_ event: Event<Observer.Element>) {
    lock.lock()
    let pending = scheduleLocked(.event(event))
    lock.unlock()
    flush(pending)
  }

  private func deliver(_ item: Item) {
    if isDisposed { return }
    switch item {
    case .event(let event):
      forwardOn(event)
      if event.isStopEvent { dispose() }
    case .compute(let compute):
      do {
        forwardOn(.next(try compute()))
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    }
  }
}
