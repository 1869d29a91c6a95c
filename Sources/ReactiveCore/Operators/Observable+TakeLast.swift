extension ObservableType {
  /// Sends the last `count` elements when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).takeLast(2)  // 3, 4, completed (at the source's completion)
  /// ```
  ///
  /// - Parameter count: How many of the last elements to keep; zero or less keeps none.
  /// - Returns: The sequence of the last elements; an error is forwarded without them.
  public func takeLast(_ count: Int) -> Observable<Element> {
    TakeLastProducer(source: asObservable(), count: Swift.max(count, 0))
  }
}

private final class TakeLastProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let count: Int
  /// A ring buffer: `buffer[start]` is the oldest element once the buffer is full.
  private var buffer: [Element] = []
  private var start = 0

  init(count: Int, observer: Observer, cancel: Cancelable) {
    self.count = count
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      guard count > 0 else { return }
      if buffer.count < count {
        buffer.append(value)
      } else {
        buffer[start] = value
        start = (start + 1) % count
      }
    case .error:
      buffer = []
      forwardOn(event)
      dispose()
    case .completed:
      let ordered = buffer[start...] + buffer[..<start]
      buffer = []
      for element in ordered {
        if isDisposed { return }
        forwardOn(.next(element))
      }
      forwardOn(.completed)
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension TakeLastSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
