extension ObservableType {
  /// Pairs each element with `object`, held weakly, through `resultSelector`; completes once
  /// `object` is gone.
  ///
  /// ```swift
  /// taps.withUnretained(self) { owner, _ in owner.title }
  /// ```
  ///
  /// - Parameters:
  ///   - object: Held weakly; the sequence completes at the first element after it is freed.
  ///   - resultSelector: Combines the object and an element.
  /// - Returns: The sequence of results.
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    WithUnretainedProducer(
      source: asObservable(), object: WeakBox(object), resultSelector: resultSelector)
  }

  /// Pairs each element with `object`, held weakly; completes once `object` is gone.
  ///
  /// ```swift
  /// taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.reload() })
  /// ```
  ///
  /// - Parameter object: Held weakly; the sequence completes at the first element after it
  ///   is freed.
  /// - Returns: The sequence of `(object, element)` pairs.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }
}

private final class WithUnretainedProducer<Source, Object: AnyObject, Element>:
  Producer<Element>, @unchecked Sendable
{
  let source: Observable<Source>
  let object: WeakBox<Object>
  let resultSelector: (Object, Source) -> Element

  init(
    source: Observable<Source>, object: WeakBox<Object>,
    resultSelector: @escaping (Object, Source) -> Element
  ) {
    self.source = source
    self.object = object
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = WithUnretainedSink(
      object: object, resultSelector: resultSelector, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class WithUnretainedSink<Source, Object: AnyObject, Observer: ObserverType>:
  Sink<Observer>, ObserverType, @unchecked Sendable
{
  // Not the producer: it holds the source, and a sink holding its source would keep a
  // subject from being released (issue 10 item 9).
  let object: WeakBox<Object>
  let resultSelector: (Object, Source) -> Observer.Element

  init(
    object: WeakBox<Object>, resultSelector: @escaping (Object, Source) -> Observer.Element,
    observer: Observer, cancel: Cancelable
  ) {
    self.object = object
    self.resultSelector = resultSelector
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      guard let object = object.value else {
        forwardOn(.completed)
        dispose()
        return
      }
      forwardOn(.next(resultSelector(object, value)))
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
extension WithUnretainedSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
