extension ObservableType {
  /// Returns a sequence that calls `observableFactory` for each subscription and subscribes
  /// to the sequence it returns.
  ///
  /// ```swift
  /// let now = Observable.deferred { Observable.just(Date()) }  // a new date per subscriber
  /// ```
  ///
  /// - Parameter observableFactory: Makes the sequence for one subscription; a thrown error
  ///   is sent as an `error` event.
  /// - Returns: The sequence.
  public static func deferred(
    _ observableFactory: @escaping @Sendable () throws -> Observable<Element>
  ) -> Observable<Element> {
    DeferredProducer(factory: observableFactory)
  }
}

// unchecked Sendable: immutable after init; `factory` is a @Sendable `let`
private final class DeferredProducer<Element>: Producer<Element>, @unchecked Sendable {
  let factory: @Sendable () throws -> Observable<Element>

  init(factory: @escaping @Sendable () throws -> Observable<Element>) {
    self.factory = factory
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = PassThroughSink(observer: observer, cancel: cancel)
    do {
      let source = try factory()
      return (sink, source.subscribe(sink))
    } catch {
      sink.on(.error(error))
      return (sink, Disposables.create())
    }
  }
}
