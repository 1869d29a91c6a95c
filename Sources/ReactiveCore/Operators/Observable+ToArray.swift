extension ObservableType {
  /// Collects every element and sends them as one array when the source completes.
  ///
  /// RxSwift 6 returns a `Single`; here the result is an observable of exactly one array.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).toArray()  // [1, 2, 3], completed
  /// ```
  ///
  /// - Returns: A sequence of one array, then `completed`; an error is forwarded instead.
  public func toArray() -> Observable<[Element]> {
    ToArrayProducer(source: asObservable())
  }
}

private final class ToArrayProducer<Element>: Producer<[Element]>, @unchecked Sendable {
  let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == [Element] {
    let sink = ToArraySink<Element, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class ToArraySink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
where Observer.Element == [Element] {
  private var elements: [Element] = []

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      elements.append(value)
    case .error(let error):
      elements = []
      forwardOn(.error(error))
      dispose()
    case .completed:
      let result = elements
      elements = []
      forwardOn(.next(result))
      forwardOn(.completed)
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension ToArraySink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
