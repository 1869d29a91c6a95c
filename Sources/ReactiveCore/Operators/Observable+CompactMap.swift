extension ObservableType {
  /// Transforms each element with `transform` and sends the non-`nil` results.
  ///
  /// ```swift
  /// Observable.of("1", "x", "3").compactMap { Int($0) }  // 1, 3
  /// ```
  ///
  /// - Parameter transform: Applied to each element; `nil` drops it, a thrown error is sent
  ///   as an `error` event and ends the subscription.
  /// - Returns: The sequence of non-`nil` results.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    CompactMapProducer(source: asObservable(), transform: transform)
  }
}

private final class CompactMapProducer<Source, Element>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<Source>
  let transform: (Source) throws -> Element?

  init(source: Observable<Source>, transform: @escaping (Source) throws -> Element?) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class CompactMapSink<Source, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
{
  let transform: (Source) throws -> Observer.Element?

  init(
    transform: @escaping (Source) throws -> Observer.Element?, observer: Observer,
    cancel: Cancelable
  ) {
    self.transform = transform
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Source>) {
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
  func onNext(_ value: Source) {
    let result: Observer.Element?
    do {
      result = try transform(value)
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    if let result { forwardNext(result) }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension CompactMapSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
