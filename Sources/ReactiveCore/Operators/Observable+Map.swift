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
  public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result)
    -> Observable<Result>
  {
    mapSerially(transform)
  }

  /// `map` for the library's own transforms, which need not be `@Sendable`: each subscription
  /// calls it with its values one at a time (contract 2), but concurrent subscriptions may call
  /// it on two threads at once, so what it captures must be safe to share. Its one caller,
  /// `decode(type:decoder:)`, captures the caller's decoder: `JSONDecoder` and
  /// `PropertyListDecoder` are safe to share.
  package func mapSerially<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    MapProducer(source: asObservable(), parameters: MapParameters(transform: transform))
  }
}

private struct MapParameters<Source, Element> {
  let transform: (Source) throws -> Element
}

// unchecked Sendable: adds no stored state (see OperatorProducer); `parameters.transform` is not
// @Sendable, so that `mapSerially` can take `decode(type:decoder:)`'s transform: a closure over
// generic `Item` and `Decoder` cannot be @Sendable (their metatypes are not known Sendable)
// unless the public API required SendableMetatype of them; `map`'s is @Sendable at its API
private final class MapProducer<Source, Element>:
  OperatorProducer<Source, MapParameters<Source, Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    start(MapSink(parameters, observer, cancel))
  }
}

/// `Result` is `Observer.Element` as a generic parameter of its own: the per-value path reads
/// its metadata from the class instead of looking up the associated type.
// unchecked Sendable: adds no stored state (see OperatorSink)
private final class MapSink<Source, Result, Observer: ObserverType>:
  OperatorSink<MapParameters<Source, Result>, Observer>, ValueOperatorSink, @unchecked Sendable
where Observer.Element == Result {
  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Source) {
    do {
      forwardNext(try parameters.transform(value))
    } catch {
      forwardErrorAndDispose(error)
    }
  }
}
