extension ObservableType {
  /// Drops the first `count` elements and sends the rest.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).skip(2)  // 3, 4
  /// ```
  ///
  /// - Parameter count: How many elements to drop; zero or less drops none.
  /// - Returns: The sequence without its first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    SkipCountProducer(source: asObservable(), count: count)
  }
}

private final class SkipCountProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SkipCountSink(remaining: count, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  private var remaining: Int

  init(remaining: Int, observer: Observer, cancel: Cancelable) {
    self.remaining = remaining
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    if remaining > 0 {
      remaining -= 1
    } else {
      forwardNext(value)
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension SkipCountSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
