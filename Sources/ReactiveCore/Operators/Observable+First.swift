extension ObservableType {
  /// Sends the source's first element, or `nil` if it completes empty, then completes.
  ///
  /// As in RxSwift, the result is a `Single<Element?>`: exactly one optional, or the error
  /// that came before it.
  ///
  /// ```swift
  /// Observable.of(1, 2).first().subscribe(onSuccess: { print($0 as Any) })  // Optional(1)
  /// Observable<Int>.empty().first()    // succeeds with nil
  /// ```
  ///
  /// - Returns: A single of the first element, or `nil` for an empty source.
  public func first() -> Single<Element?> {
    Single(raw: FirstProducer(source: asObservable()))
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

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension FirstSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
