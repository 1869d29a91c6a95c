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
  @usableFromInline let dispatcher = SubjectDispatcher<Element>()
  @usableFromInline var stopEvent: Event<Element>?
  @usableFromInline var disposed = false

  /// Creates a subject with no subscribers.
  ///
  /// ```swift
  /// let taps = PublishSubject<Void>()
  /// ```
  public override init() {}

  /// Whether any observer is subscribed.
  ///
  /// ```swift
  /// if subject.hasObservers { subject.onNext(expensiveValue()) }
  /// ```
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
    dispatcher.lock.lock()
    if disposed || stopEvent != nil {
      dispatcher.lock.unlock()
      return
    }
    if event.isStopEvent { stopEvent = event }
    dispatcher.sendAndUnlock(event)
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
    if let stopEvent {
      dispatcher.lock.unlock()
      observer.on(stopEvent)
      return Disposables.create()
    }
    if disposed {
      dispatcher.lock.unlock()
      observer.on(.error(RxError.disposed(object: "PublishSubject")))
      return Disposables.create()
    }
    return dispatcher.registerAndUnlock(observer.on)
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
      let forgotten = stopEvent
      stopEvent = nil
      return (dispatcher.removeAllLocked(), forgotten)
    }
    for registration in registrations { registration.end() }
    withExtendedLifetime(forgotten) {}
  }
}
