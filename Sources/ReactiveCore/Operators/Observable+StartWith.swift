extension ObservableType {
  /// Sends `elements` first, then the source's events.
  ///
  /// ```swift
  /// Observable.of(3, 4).startWith(1, 2)  // 1, 2, 3, 4
  /// ```
  ///
  /// - Parameter elements: The elements sent before subscribing to the source.
  /// - Returns: The prefixed sequence.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    StartWithProducer(source: asObservable(), parameters: elements)
  }
}

/// The parameters are the elements sent first.
// unchecked Sendable: adds no stored state (see OperatorProducer); elements need not be Sendable
// (contract 7)
private final class StartWithProducer<Element>:
  OperatorProducer<Element, [Element], Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = StartWithSink((), observer, cancel)
    for element in parameters {
      if sink.isDisposed || cancel.isDisposed { return (sink, Disposables.create()) }
      sink.onNext(element)
    }
    return start(sink)
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
private final class StartWithSink<Observer: ObserverType>:
  OperatorSink<Void, Observer>, ValueOperatorSink, @unchecked Sendable
{
  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    forwardNext(value)
  }
}
