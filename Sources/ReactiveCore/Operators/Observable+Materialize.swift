extension ObservableType {
  /// Turns every event, the terminal one included, into an element; then completes.
  ///
  /// ```swift
  /// Observable<Int>.error(failure).materialize()  // next(.error(failure)), completed
  /// ```
  ///
  /// - Returns: The sequence of events as elements; it never fails.
  public func materialize() -> Observable<Event<Element>> {
    MaterializeProducer(source: asObservable())
  }
}

private final class MaterializeProducer<Element>: Producer<Event<Element>>,
  @unchecked Sendable
{
  let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Event<Element> {
    let sink = MaterializeSink<Element, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Observer.Element == Event<Element> {
  func on(_ event: Event<Element>) {
    forwardOn(.next(event))
    if event.isStopEvent {
      forwardOn(.completed)
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension MaterializeSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
