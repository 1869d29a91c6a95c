extension ObservableType {
  /// Sends the source's first element, or `nil` if it completes empty, then completes.
  ///
  /// RxSwift returns a `Single<Element?>`; here it is an observable of exactly one optional.
  ///
  /// ```swift
  /// Observable.of(1, 2).first()        // Optional(1), completed
  /// Observable<Int>.empty().first()    // nil, completed
  /// ```
  ///
  /// - Returns: The sequence of one optional element; an error before it is forwarded.
  public func first() -> Observable<Element?> {
    FirstProducer(source: asObservable())
  }
}

private final class FirstProducer<Element>: Producer<Element?>, @unchecked Sendable {
  let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element? {
    let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
where Observer.Element == Element? {
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      forwardOn(.next(value))
      forwardOn(.completed)
      dispose()
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.next(nil))
      forwardOn(.completed)
      dispose()
    }
  }
}
