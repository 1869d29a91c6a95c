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
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
    -> Observable<Result>
  {
    CompactMapProducer(
      source: asObservable(), parameters: CompactMapParameters(transform: transform))
  }
}

private struct CompactMapParameters<Source, Element> {
  let transform: @Sendable (Source) throws -> Element?
}

// unchecked Sendable: adds no stored state (see OperatorProducer); `parameters.transform` is
// @Sendable
private final class CompactMapProducer<Source, Element>:
  OperatorProducer<Source, CompactMapParameters<Source, Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    start(CompactMapSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
private final class CompactMapSink<Source, Observer: ObserverType>:
  OperatorSink<CompactMapParameters<Source, Observer.Element>, Observer>, ValueOperatorSink,
  @unchecked Sendable
{
  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Source) {
    let result: Observer.Element?
    do {
      result = try parameters.transform(value)
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    if let result { forwardNext(result) }
  }
}
