extension ObservableType where Element: EventConvertible {
  /// Turns elements that are events back into events: the reverse of `materialize`.
  ///
  /// ```swift
  /// events.dematerialize()  // .next(1) -> 1, .error(e) -> fails with e
  /// ```
  ///
  /// - Returns: The sequence the events describe.
  public func dematerialize() -> Observable<Element.Element> {
    DematerializeProducer(source: asObservable())
  }
}

private final class DematerializeProducer<Source: EventConvertible>: Producer<
  Source.Element
>, @unchecked Sendable
{
  let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Source.Element {
    let sink = DematerializeSink<Source, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>: Sink<
  Observer
>, ObserverType, @unchecked Sendable
where Observer.Element == Source.Element {
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      let inner = value.event
      forwardOn(inner)
      if inner.isStopEvent { dispose() }
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.completed)
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension DematerializeSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
