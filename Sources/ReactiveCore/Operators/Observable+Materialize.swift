extension ObservableType {
  /// Turns every event, the terminal one included, into an element; then completes.
  ///
  /// ```swift
  /// Observable<Int>.error(failure).materialize()  // next(.error(failure)), completed
  /// ```
  ///
  /// - Returns: The sequence of events as elements; it never fails.
  public func materialize() -> Observable<Event<Element>> {
    MaterializeProducer(source: asObservable(), parameters: ())
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class MaterializeProducer<Source>:
  OperatorProducer<Source, Void, Event<Source>>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Event<Source> {
    start(MaterializeSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
private final class MaterializeSink<Source, Observer: ObserverType>:
  OperatorSink<Void, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Event<Source> {
  func on(_ event: Event<Source>) {
    forwardOn(.next(event))
    if event.isStopEvent { forwardTerminal(Event<Source>.completed) }
  }
}
