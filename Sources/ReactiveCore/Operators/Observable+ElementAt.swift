extension ObservableType {
  /// Sends only the element at `index` (counting from zero), then completes.
  ///
  /// ```swift
  /// Observable.of("a", "b", "c").element(at: 1)  // "b", completed
  /// ```
  ///
  /// - Parameter index: The position of the element; if the source completes before it, or
  ///   the index is negative, the sequence fails with ``RxError/argumentOutOfRange``.
  /// - Returns: The sequence of that one element.
  public func element(at index: Int) -> Observable<Element> {
    if index < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return ElementAtProducer(source: asObservable(), index: index)
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``element(at:)``, kept so older code compiles.
  ///
  /// ```swift
  /// letters.elementAt(1)
  /// ```
  ///
  /// - Parameter index: The position of the element.
  /// - Returns: The sequence of that one element.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}

private final class ElementAtProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let index: Int

  init(source: Observable<Element>, index: Int) {
    self.source = source
    self.index = index
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = ElementAtSink(index: index, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  private var remaining: Int

  init(index: Int, observer: Observer, cancel: Cancelable) {
    self.remaining = index
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if remaining == 0 {
        forwardOn(event)
        forwardOn(.completed)
        dispose()
      } else {
        remaining -= 1
      }
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      forwardOn(.error(RxError.argumentOutOfRange))
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension ElementAtSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
