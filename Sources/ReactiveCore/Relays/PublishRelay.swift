/// A ``PublishSubject`` that can only send values: it never errors or completes (contract 5).
///
/// Use it for UI events and other streams that must outlive any single failure.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: disposeBag)
/// taps.accept(())  // prints "tap"
/// ```
public final class PublishRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject = PublishSubject<Element>()

  /// Creates a relay with no subscribers.
  ///
  /// ```swift
  /// let events = PublishRelay<String>()
  /// ```
  public init() {}

  /// Sends `event` to every current subscriber.
  ///
  /// ```swift
  /// relay.accept("saved")
  /// ```
  ///
  /// - Parameter event: The value.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer` to values sent from now on; it never receives a terminal event.
  ///
  /// ```swift
  /// let subscription = relay.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  /// Whether anyone observes the relay now: a sender that would copy a large value only to
  /// hand it to nobody asks first.
  @inlinable
  package var hasObservers: Bool { subject.hasObservers }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  ///
  /// ```swift
  /// let events: Observable<String> = relay.asObservable()
  /// ```
  ///
  /// - Returns: An observable of the relay's values.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
