extension ObservableType {
  /// Creates an observable from a subscribe function.
  ///
  /// The observer may be called from any thread; events are delivered serially, events after
  /// a terminal event are dropped, and the returned disposable runs when the subscription
  /// ends (by dispose, error or completion).
  ///
  /// ```swift
  /// let ticks = Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onCompleted()
  ///   return Disposables.create { print("released") }
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Called once per subscription with that subscription's observer.
  /// - Returns: The observable.
  public static func create(_ subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    AnonymousObservable(subscribe)
  }
}

// unchecked Sendable: immutable after init; `subscribeHandler` is a @Sendable `let`
private final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
  let subscribeHandler: @Sendable (AnyObserver<Element>) -> Disposable

  init(_ subscribeHandler: @escaping @Sendable (AnyObserver<Element>) -> Disposable) {
    self.subscribeHandler = subscribeHandler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
    let subscription = subscribeHandler(AnyObserver(sink))
    return (sink, subscription)
  }
}

// unchecked Sendable: `stopped` is an AtomicFlag and `serial` a SerialDelivery (locked); the rest
// is Sink's
private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  func on(_ event: Event<Element>) {
    sendSerially(event, serial, stopped)
  }
}
