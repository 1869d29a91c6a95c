extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).map { $0 * 10 }  // 10, 20, 30
  /// ```
  ///
  /// - Parameter transform: Applied to each element; a thrown error is sent as an `error`
  ///   event and ends the subscription.
  /// - Returns: The sequence of transformed elements.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    MapProducer(source: asObservable(), transform: transform)
  }
}

private final class MapProducer<Source, Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Source>
  let transform: (Source) throws -> Element

  init(source: Observable<Source>, transform: @escaping (Source) throws -> Element) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

/// `Result` is `Observer.Element` as a generic parameter of its own: the per-value path reads
/// its metadata from the class instead of looking up the associated type.
private final class MapSink<Source, Result, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Observer.Element == Result {
  let transform: (Source) throws -> Result

  init(
    transform: @escaping (Source) throws -> Result, observer: Observer, cancel: Cancelable
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
    do {
      forwardNext(try transform(value))
    } catch {
      forwardErrorAndDispose(error)
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension MapSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
