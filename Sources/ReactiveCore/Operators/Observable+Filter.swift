extension ObservableType {
  /// Sends only the elements that satisfy `predicate`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4
  /// ```
  ///
  /// - Parameter predicate: Whether to send an element; a thrown error is sent as an `error`
  ///   event and ends the subscription.
  /// - Returns: The filtered sequence.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    FilterProducer(source: asObservable(), predicate: predicate)
  }
}

private final class FilterProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let predicate: (Element) throws -> Bool

  init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    do {
      if try predicate(value) { forwardNext(value) }
    } catch {
      forwardErrorAndDispose(error)
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension FilterSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
