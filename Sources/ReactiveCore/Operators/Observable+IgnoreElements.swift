extension ObservableType {
  /// Drops every element and forwards only the terminal event.
  ///
  /// RxSwift 6 returns a `Completable`; here it is an `Observable<Never>`.
  ///
  /// ```swift
  /// upload.ignoreElements().subscribe(onCompleted: { print("uploaded") })
  /// ```
  ///
  /// - Returns: A sequence with the source's completion or error only.
  public func ignoreElements() -> Observable<Never> {
    IgnoreElementsProducer(source: asObservable())
  }
}

private final class IgnoreElementsProducer<Element>: Producer<Never>,
  @unchecked Sendable
{
  let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Never {
    let sink = IgnoreElementsSink<Element, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class IgnoreElementsSink<Element, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Observer.Element == Never {
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      break
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
extension IgnoreElementsSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
