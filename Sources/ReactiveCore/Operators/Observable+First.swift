extension ObservableType {
  /// The source's first element, or `nil` if it completes empty, then `completed`: the
  /// machinery of RxSwift's `first()`, which returns a `Single` and so lives in
  /// ErrorFlowRxCompat (Sources/ErrorFlowRxCompat/PrimitiveSequence/ObservableType+First.swift).
  package func firstOrNil() -> Observable<Element?> {
    FirstProducer(source: asObservable(), parameters: ())
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class FirstProducer<Source>:
  OperatorProducer<Source, Void, Source?>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Source? {
    start(FirstSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
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
