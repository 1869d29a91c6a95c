/// A ``BehaviorSubject`` that can only send values: it holds a current value and never
/// errors or completes (contract 5).
///
/// ```swift
/// let name = BehaviorRelay(value: "")
/// name.subscribe(onNext: { print($0) }).disposed(by: disposeBag)  // prints ""
/// name.accept("Ada")  // prints "Ada"
/// print(name.value)  // "Ada"
/// ```
public final class BehaviorRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  ///
  /// ```swift
  /// let isLoading = BehaviorRelay(value: false)
  /// ```
  ///
  /// - Parameter value: The initial current value.
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  ///
  /// ```swift
  /// if relay.value.isEmpty { print("empty") }
  /// ```
  public var value: Element { subject.currentValue }

  /// Makes `event` the current value and sends it to every subscriber.
  ///
  /// ```swift
  /// relay.accept(relay.value + 1)
  /// ```
  ///
  /// - Parameter event: The new value.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`: it receives the current value, then every later one, and never
  /// a terminal event.
  ///
  /// ```swift
  /// let subscription = relay.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  ///
  /// ```swift
  /// let values: Observable<Int> = relay.asObservable()
  /// ```
  ///
  /// - Returns: An observable of the relay's values, starting with the current one.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
