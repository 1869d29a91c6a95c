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
// unchecked Sendable: `stopEvent` and `disposed` are guarded by `dispatcher.lock`
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  @usableFromInline let dispatcher = SubjectDispatcher<Element>()
  /// The terminal event; guarded by the dispatcher's lock.
  @usableFromInline var stopEvent: Event<Element>?
  /// Whether `dispose()` was called; guarded by the dispatcher's lock.
  @usableFromInline var disposed = false

  /// Creates a subject with no subscribers.
  ///
  /// ```swift
  /// let taps = PublishSubject<Void>()
  /// ```
  public override init() {}

  deinit {
    dispatcher.ownerDidDeinit()
  }

  /// Whether any observer is subscribed.
  ///
  /// ```swift
  /// if subject.hasObservers { subject.onNext(expensiveValue()) }
  /// ```
  @inlinable
  public var hasObservers: Bool { dispatcher.lock.withLock { dispatcher.hasObserversLocked } }

  /// Whether `dispose()` has been called.
  ///
  /// ```swift
  /// subject.dispose()
  /// assert(subject.isDisposed)
  /// ```
  public var isDisposed: Bool { dispatcher.lock.withLock { disposed } }

  /// Sends `event` to every current subscriber.
  ///
  /// ```swift
  /// subject.on(.next(1))
  /// ```
  ///
  /// - Parameter event: The event; anything after a terminal event or `dispose()` is ignored.
  @inlinable
  public func on(_ event: Event<Element>) {
    if case .next(let element) = event {
      onNext(element)
      return
    }
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked {
      dispatcher.lock.unlock()
      return
    }
    stopEvent = event
    dispatcher.isStoppedLocked = true
    dispatcher.sendAndUnlock(event)
  }

  /// Sends `element` to every current subscriber.
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
    dispatcher.sendNextAndUnlock(element)
  }

  /// Subscribes `observer` to events sent from now on.
  ///
  /// ```swift
  /// let subscription = subject.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  @inlinable
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked { return subscribeStoppedAndUnlock(observer) }
    // Erased as the non-generic base: an `any Disposable` of `SubjectRegistration<Element>`
    // looked up that type's metadata on every subscribe from unspecialized code.
    let registration: RegistrationBase = dispatcher.registerAndUnlock(observer)
    return registration
  }

  /// The stopped subject's `subscribe`: out of line, so that the common path keeps no
  /// `Event<Element>?` local (whose metadata unspecialized code looked up on every subscribe).
  @usableFromInline @inline(never)
  func subscribeStoppedAndUnlock<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    // Read only once stopped: each read of a stored `var` pays an exclusivity check.
    let stopEvent = self.stopEvent
    return dispatcher.terminateAndUnlock(
      observer, replay: [], with: stopEvent ?? .error(RxError.disposed(object: "PublishSubject")))
  }

  @inlinable
  override func subscribeHandlers(_ handlers: SubscriptionHandlers<Element>) -> Disposable {
    dispatcher.lock.lock()
    if !dispatcher.isStoppedLocked {
      let registration = ClosureRegistration(
        handlers, number: dispatcher.takeNumberLocked(), dispatcher: dispatcher)
      dispatcher.registerAndUnlock(registration)
      return registration
    }
    dispatcher.lock.unlock()
    return super.subscribeHandlers(handlers)
  }

  /// The observer side of the subject.
  ///
  /// ```swift
  /// let input: PublishSubject<Int> = subject.asObserver()
  /// ```
  ///
  /// - Returns: The subject itself.
  public func asObserver() -> PublishSubject<Element> { self }

  /// Ends every subscription without sending a terminal event; later subscribers get
  /// `RxError.disposed`, even if the subject had ended before. Calling it again does nothing.
  ///
  /// ```swift
  /// subject.dispose()
  /// ```
  public func dispose() {
    let (registrations, forgotten) = dispatcher.lock.withLock {
      disposed = true
      dispatcher.isStoppedLocked = true
      let forgotten = stopEvent
      stopEvent = nil
      return (dispatcher.removeAllLocked(), forgotten)
    }
    for registration in registrations { registration.endByOwner() }
    withExtendedLifetime(forgotten) {}
  }
}
