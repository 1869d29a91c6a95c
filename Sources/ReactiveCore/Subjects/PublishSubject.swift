/// A subject that sends each event to the observers subscribed at that moment; no replay.
///
/// After a terminal event, new subscribers receive that terminal event at once (contract 6).
/// Sends are serial: an `onNext` from another thread, or from inside a handler, is queued and
/// delivered after the current event, in order (contracts 2 and 3).
///
/// ```swift
/// let subject = PublishSubject<String>()
/// subject.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// subject.onNext("hello")  // prints "hello"
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  private let lock = Lock()
  private var observers = Bag<SubjectRegistration<Element>>()
  private var stopEvent: Event<Element>?
  private var disposed = false
  private var dispatching = false
  private var pending: [Event<Element>] = []
  private var pendingHead = 0

  /// Creates a subject with no subscribers.
  public override init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// Sends `event` to every current subscriber.
  ///
  /// - Parameter event: The event; anything after a terminal event is ignored.
  public func on(_ event: Event<Element>) {
    lock.lock()
    if disposed || stopEvent != nil {
      lock.unlock()
      return
    }
    if event.isStopEvent { stopEvent = event }
    if dispatching {
      pending.append(event)
      lock.unlock()
      return
    }
    dispatching = true
    var current = event
    while true {
      let snapshot = observers.slots
      if current.isStopEvent { _ = observers.removeAll() }
      lock.unlock()
      Self.dispatch(current, to: snapshot)
      lock.lock()
      if pendingHead == pending.count {
        if !pending.isEmpty {
          pending.removeAll(keepingCapacity: pending.capacity <= 16)
          pendingHead = 0
        }
        dispatching = false
        lock.unlock()
        return
      }
      current = pending[pendingHead]
      pendingHead += 1
    }
  }

  @inline(__always)
  private static func dispatch(
    _ event: Event<Element>, to snapshot: ContiguousArray<SubjectRegistration<Element>?>
  ) {
    if event.isStopEvent {
      for case let registration? in snapshot where registration.end() {
        registration.observer(event)
      }
    } else {
      for case let registration? in snapshot { registration.deliver(event) }
    }
  }

  /// Subscribes `observer` to events sent from now on.
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    lock.lock()
    if let stopEvent {
      lock.unlock()
      observer.on(stopEvent)
      return Disposables.create()
    }
    if disposed {
      lock.unlock()
      observer.on(.error(RxError.disposed(object: "PublishSubject")))
      return Disposables.create()
    }
    let registration = SubjectRegistration<Element>(observer: observer.on) { [weak self] in
      self?.unregister($0)
    }
    observers.insert(registration)
    lock.unlock()
    return registration
  }

  private func unregister(_ registration: SubjectRegistration<Element>) {
    lock.withLock { _ = observers.remove(registration) }
  }

  /// The observer side of the subject.
  ///
  /// - Returns: An observer that forwards to this subject.
  public func asObserver() -> PublishSubject<Element> { self }

  /// Ends every subscription without sending a terminal event; later subscribers get
  /// `RxError.disposed`.
  public func dispose() {
    let registrations = lock.withLock {
      disposed = true
      pending = []
      pendingHead = 0
      return observers.removeAll()
    }
    for registration in registrations { registration.end() }
  }
}
