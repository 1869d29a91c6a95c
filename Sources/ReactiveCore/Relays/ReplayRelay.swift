/// A ``ReplaySubject`` that can only send values: it replays its latest values to new
/// subscribers and never errors or completes (contract 5).
///
/// ```swift
/// let messages = ReplayRelay<String>.create(bufferSize: 2)
/// messages.accept("a"); messages.accept("b"); messages.accept("c")
/// messages.subscribe(onNext: { print($0) }).disposed(by: disposeBag)  // prints b, c
/// ```
public final class ReplayRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// Creates a relay that replays the latest `bufferSize` values.
  ///
  /// ```swift
  /// let latest = ReplayRelay<Int>.create(bufferSize: 1)
  /// ```
  ///
  /// - Parameter bufferSize: How many of the latest values to replay; `0` replays none.
  /// - Returns: The relay.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Creates a relay that replays every value it has received.
  ///
  /// ```swift
  /// let history = ReplayRelay<Int>.createUnbounded()
  /// ```
  ///
  /// - Returns: The relay.
  public static func createUnbounded() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Buffers `event` and sends it to every subscriber.
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

  /// Subscribes `observer`: it receives the buffered values, then every later one, and
  /// never a terminal event.
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
  /// let values: Observable<String> = relay.asObservable()
  /// ```
  ///
  /// - Returns: An observable of the relay's values, starting with the buffered ones.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
