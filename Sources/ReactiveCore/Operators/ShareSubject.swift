/// The multicast hub behind `share(replay:scope:)` (and the connectable operators): a
/// replay subject whose subscribe is split in two, so the share operator can register an
/// observer under its own lock and deliver the replay after releasing it.
///
/// Delivery is a queue of work items, each with the observers it is for fixed when it was
/// queued: a new observer receives the replay buffer as it was when it registered, then
/// every event sent after that, exactly once and in order, even when it registers while
/// another thread is delivering (contracts 2 and 3). No observer is called under a lock, and
/// nothing user code could observe being released (a delivered event, an observer, a value
/// pushed out of the replay buffer) is released under it: a deinit may call back in.
final class ShareSubject<Element>: ObserverType, @unchecked Sendable {
  private enum Work {
    case event(Event<Element>, ContiguousArray<SubjectRegistration<Element>?>)
    case replay(SubjectRegistration<Element>, [Element], Event<Element>?)
    /// Work already taken: what the queue keeps, so that clearing it under the lock releases
    /// nothing.
    case taken
  }

  private let lock = Lock()
  private let bufferSize: Int
  // State, guarded by `lock`.
  /// The replay buffer from `bufferHead` on; slots before it are emptied when their value is
  /// pushed out, so that compacting the buffer under the lock releases nothing.
  private var buffer: [Element?] = []
  private var bufferHead = 0
  private var observers = Bag<SubjectRegistration<Element>>()
  private var stopEvent: Event<Element>?
  private var dispatching = false
  private var pending: [Work] = []
  private var pendingHead = 0

  /// Creates a hub that replays up to `bufferSize` latest elements to new observers (and
  /// its terminal event, once stopped).
  init(bufferSize: Int) {
    self.bufferSize = max(0, bufferSize)
  }

  /// Registers `observer`. Returns its registration, whether the hub has already stopped
  /// (then the registration only replays), and whether the caller must call ``drain()``
  /// once it holds no lock.
  func register(_ observer: @escaping (Event<Element>) -> Void)
    -> (registration: SubjectRegistration<Element>, stopped: Bool, mustDrain: Bool)
  {
    lock.lock()
    defer { lock.unlock() }
    let registration = EventRegistration<Element>(observer: observer) { [weak self] in
      self?.unregister($0)
    }
    if stopEvent == nil { observers.insert(registration) }
    var mustDrain = false
    if bufferHead < buffer.count || stopEvent != nil {
      let values = buffer[bufferHead...].compactMap { $0 }
      mustDrain = enqueueLocked(.replay(registration, values, stopEvent))
    }
    return (registration, stopEvent != nil, mustDrain)
  }

  /// Sends `event` to the registered observers and records it for later ones.
  func on(_ event: Event<Element>) {
    lock.lock()
    if stopEvent != nil {
      lock.unlock()
      return
    }
    var evicted: Element?
    switch event {
    case .next(let value):
      if bufferSize > 0 { evicted = record(value) }
    case .error, .completed:
      stopEvent = event
    }
    let snapshot = observers.slots
    if event.isStopEvent { _ = observers.removeAll() }
    let mustDrain = enqueueLocked(.event(event, snapshot))
    lock.unlock()
    if mustDrain { drain() }
    withExtendedLifetime(evicted) {}
  }

  /// Delivers queued work until the queue is empty. Call without holding any lock.
  ///
  /// Each work item is taken out of the queue and released after unlocking, once performed.
  func drain() {
    var work = Work.taken
    while true {
      perform(work)
      work = .taken
      lock.lock()
      if pendingHead == pending.count {
        pending.removeAll(keepingCapacity: pending.capacity <= 16)
        pendingHead = 0
        dispatching = false
        lock.unlock()
        return
      }
      work = pending[pendingHead]
      pending[pendingHead] = .taken
      pendingHead += 1
      lock.unlock()
    }
  }

  /// Appends `value` to the replay buffer, dropping the oldest beyond `bufferSize`; amortised
  /// O(1): dropped slots are compacted away in batches. Returns the dropped value, for the
  /// caller to release after unlocking.
  private func record(_ value: Element) -> Element? {
    buffer.append(value)
    var evicted: Element?
    if buffer.count - bufferHead > bufferSize {
      evicted = buffer[bufferHead].take()
      bufferHead += 1
    }
    if bufferHead >= 16, bufferHead * 2 >= buffer.count {
      buffer.removeFirst(bufferHead)
      bufferHead = 0
    }
    return evicted
  }

  private func enqueueLocked(_ work: Work) -> Bool {
    pending.append(work)
    if dispatching { return false }
    dispatching = true
    return true
  }

  private func perform(_ work: Work) {
    switch work {
    case .event(let event, let snapshot):
      if event.isStopEvent {
        for case let registration? in snapshot where registration.end() {
          registration.observer(event)
        }
      } else {
        for case let registration? in snapshot { registration.deliver(event) }
      }
    case .replay(let registration, let values, let stopEvent):
      for value in values { registration.deliver(.next(value)) }
      if let stopEvent, registration.end() { registration.observer(stopEvent) }
    case .taken:
      break
    }
  }

  private func unregister(_ registration: SubjectRegistration<Element>) {
    lock.withLock { _ = observers.remove(registration) }
  }
}
