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
    Single(raw: FirstProducer(source: asObservable(), parameters: ()))
  }
}

private final class FirstProducer<Source>:
  OperatorProducer<Source, Void, Source?>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Source? {
    start(FirstSink(parameters, observer, cancel))
  }
}

private final class FirstSink<Source, Observer: ObserverType>:
  OperatorSink<Void, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Source? {
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      forwardOn(.next(value))
      forwardTerminal(Event<Source>.completed)
    case .error:
      forwardTerminal(event)
    case .completed:
      forwardOn(.next(nil))
      forwardTerminal(event)
    }
  }
}
