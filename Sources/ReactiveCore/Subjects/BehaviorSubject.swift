/// A subject that holds a current value: each subscriber receives it first, then every
/// later event.
///
/// After a terminal event, new subscribers receive only that event; after `dispose()`, they
/// receive `RxError.disposed` (contract 6). A subscriber racing `onNext` receives either the
/// old value then the new one, or the new one only: never a miss, never a duplicate. The
/// current value goes through the same serial delivery as every other event, so nothing
/// overtakes it (contracts 2 and 3).
///
/// ```swift
/// let count = BehaviorSubject(value: 0)
/// count.subscribe(onNext: { print($0) }).disposed(by: disposeBag)  // prints 0
/// count.onNext(1)  // prints 1
/// ```
// unchecked Sendable: `current.pointee`, `stopEvent` and `disposed` are guarded by
// `dispatcher.lock`; elements need not be Sendable (contract 7)
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  @usableFromInline let dispatcher = SubjectDispatcher<Element>()
  /// The current value; guarded by the dispatcher's lock. Behind a pointer, not a stored
  /// `var`, so a send does not pay a run-time exclusivity check.
  @usableFromInline let current: UnsafeMutablePointer<Element>
  /// The terminal event; guarded by the dispatcher's lock.
  @usableFromInline var stopEvent: Event<Element>?
  /// Whether `dispose()` was called; guarded by the dispatcher's lock.
  @usableFromInline var disposed = false

  /// Creates a subject whose current value is `value`.
  ///
  /// ```swift
  /// let name = BehaviorSubject(value: "")
  /// ```
  ///
  /// - Parameter value: The initial current value.
  public init(value: Element) {
    current = .allocate(capacity: 1)
    current.initialize(to: value)
  }

  deinit {
    dispatcher.ownerDidDeinit()
    current.deinitialize(count: 1)
    current.deallocate()
  }

  /// Whether any observer is subscribed.
  ///
  /// ```swift
  /// if subject.hasObservers { print("someone is listening") }
  /// ```
  public var hasObservers: Bool { dispatcher.lock.withLock { dispatcher.hasObserversLocked } }

  /// Whether `dispose()` has been called.
  ///
  /// ```swift
  /// subject.dispose()
  /// assert(subject.isDisposed)
  /// ```
  public var isDisposed: Bool { dispatcher.lock.withLock { disposed } }

  /// The current value.
  ///
  /// ```swift
  /// let current = try subject.value()
  /// ```
  ///
  /// - Returns: The latest value sent (or the initial one). After `onCompleted` it is still
  ///   the last value.
  /// - Throws: The error the subject failed with, or `RxError.disposed` after `dispose()`.
  public func value() throws -> Element {
    dispatcher.lock.lock()
    defer { dispatcher.lock.unlock() }
    if disposed { throw RxError.disposed(object: "BehaviorSubject") }
    if let error = stopEvent?.error { throw error }
    return current.pointee
  }

  /// The latest value, whatever the state; for relays, which never fail or dispose.
  package var currentValue: Element { dispatcher.lock.withLock { current.pointee } }

  /// Makes `event`'s value current and sends the event to every subscriber.
  ///
  /// ```swift
  /// subject.on(.next(2))
  /// ```
  ///
  /// - Parameter event: The event; anything after a terminal event or `dispose()` is ignored.
  @inlinable
  public func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      dispatcher.lock.lock()
      if dispatcher.isStoppedLocked {
        dispatcher.lock.unlock()
        return
      }
      stopEvent = event
      dispatcher.isStoppedLocked = true
      dispatcher.sendAndUnlock(event)
    }
  }

  /// Makes `element` the current value and sends it to every subscriber.
  ///
  /// ```swift
  /// subject.onNext(1)
  /// ```
  ///
  /// - Parameter element: The value; ignored after a terminal event or `dispose()`.
  @inlinable
  public func onNext(_ element: Element) {
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked {
      dispatcher.lock.unlock()
      return
    }
    // The replaced value is released after unlocking: its deinit may use this subject.
    let replaced = current.move()
    current.initialize(to: element)
    dispatcher.sendNextAndUnlock(element)
    withExtendedLifetime(replaced) {}
  }

  /// Subscribes `observer`: it receives the current value, then every later event.
  ///
  /// ```swift
  /// let subscription = subject.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked {
      // Read only once stopped: each read of a stored `var` pays an exclusivity check.
      let event = disposed ? .error(RxError.disposed(object: "BehaviorSubject")) : stopEvent
      guard let event else {
        dispatcher.lock.unlock()
        return Disposables.create()
      }
      return dispatcher.terminateAndUnlock(observer, replay: [], with: event)
    }
    let registration = ObserverRegistration(
      observer, number: dispatcher.takeNumberLocked(), dispatcher: dispatcher)
    dispatcher.registerAndUnlock(registration, replayOne: current.pointee)
    return registration
  }

  override func subscribeHandlers(_ handlers: SubscriptionHandlers<Element>) -> Disposable {
    dispatcher.lock.lock()
    if !dispatcher.isStoppedLocked {
      let registration = ClosureRegistration(
        handlers, number: dispatcher.takeNumberLocked(), dispatcher: dispatcher)
      dispatcher.registerAndUnlock(registration, replayOne: current.pointee)
      return registration
    }
    dispatcher.lock.unlock()
    return super.subscribeHandlers(handlers)
  }

  /// The observer side of the subject.
  ///
  /// ```swift
  /// let input: BehaviorSubject<Int> = subject.asObserver()
  /// ```
  ///
  /// - Returns: The subject itself.
  public func asObserver() -> BehaviorSubject<Element> { self }

  /// Ends every subscription without sending a terminal event; `value()` and later
  /// subscribers then get `RxError.disposed`. Calling it again does nothing.
  ///
  /// ```swift
  /// subject.dispose()
  /// ```
  public func dispose() {
    let registrations = dispatcher.lock.withLock {
      disposed = true
      dispatcher.isStoppedLocked = true
      return dispatcher.removeAllLocked()
    }
    for registration in registrations { registration.endByOwner() }
  }
}
