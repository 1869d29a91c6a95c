extension ObservableType {
  /// Pairs each element with its position, counting from zero.
  ///
  /// ```swift
  /// Observable.of("a", "b").enumerated()  // (0, "a"), (1, "b")
  /// ```
  ///
  /// - Returns: The sequence of `(index, element)` pairs.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    EnumeratedProducer(source: asObservable())
  }
}

private final class EnumeratedProducer<Element>: Producer<
  (index: Int, element: Element)
>, @unchecked Sendable
{
  let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == (index: Int, element: Element) {
    let sink = EnumeratedSink<Element, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Observer.Element == (index: Int, element: Element) {
  private var index = 0

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.completed)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    let (next, overflow) = index.addingReportingOverflow(1)
    if overflow {
      forwardErrorAndDispose(RxError.overflow)
      return
    }
    let current = index
    index = next
    forwardNext((index: current, element: value))
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension EnumeratedSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
