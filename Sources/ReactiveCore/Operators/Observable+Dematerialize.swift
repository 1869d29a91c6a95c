extension ObservableType where Element: EventConvertible {
  /// Turns elements that are events back into events: the reverse of `materialize`.
  ///
  /// ```swift
  /// events.dematerialize()  // .next(1) -> 1, .error(e) -> fails with e
  /// ```
  ///
  /// - Returns: The sequence the events describe.
  public func dematerialize() -> Observable<Element.Element> {
    DematerializeProducer(source: asObservable(), parameters: ())
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class DematerializeProducer<Source: EventConvertible>:
  OperatorProducer<Source, Void, Source.Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Source.Element {
    start(DematerializeSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
private final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>:
  OperatorSink<Void, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Source.Element {
  func on(_ event: Event<Source>) {
    guard case .next(let value) = event else { return forwardTerminal(event) }
    let inner = value.event
    forwardOn(inner)
    if inner.isStopEvent { dispose() }
  }
}
