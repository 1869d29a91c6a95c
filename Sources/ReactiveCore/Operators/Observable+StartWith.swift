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
    StartWithProducer(source: asObservable(), elements: elements)
  }
}

private final class StartWithProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let elements: [Element]

  init(source: Observable<Element>, elements: [Element]) {
    self.source = source
    self.elements = elements
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = StartWithSink(observer: observer, cancel: cancel)
    for element in elements {
      if sink.isDisposed || cancel.isDisposed { return (sink, Disposables.create()) }
      sink.onNext(element)
    }
    return (sink, source.subscribe(sink))
  }
}

private final class StartWithSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  func on(_ event: Event<Observer.Element>) {
    if case .next(let value) = event {
      onNext(value)
      return
    }
    forwardOn(event)
    dispose()
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    forwardNext(value)
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension StartWithSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
