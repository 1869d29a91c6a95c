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
  public func withUnretained<Object: AnyObject & Sendable, Out>(
    _ object: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out
  ) -> Observable<Out> {
    WithUnretainedProducer(
      source: asObservable(),
      parameters: WithUnretainedParameters(object: WeakBox(object), resultSelector: resultSelector))
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
  public func withUnretained<Object: AnyObject & Sendable>(_ object: Object) -> Observable<
    (Object, Element)
  > {
    withUnretained(object) { ($0, $1) }
  }
}

private struct WithUnretainedParameters<Source, Object: AnyObject, Element> {
  let object: WeakBox<Object>
  let resultSelector: @Sendable (Object, Source) -> Element
}

// unchecked Sendable: adds no stored state (see OperatorProducer); `parameters.resultSelector` is
// @Sendable
private final class WithUnretainedProducer<Source, Object: AnyObject, Element>:
  OperatorProducer<Source, WithUnretainedParameters<Source, Object, Element>, Element>,
  @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    start(WithUnretainedSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
private final class WithUnretainedSink<Source, Object: AnyObject, Observer: ObserverType>:
  OperatorSink<WithUnretainedParameters<Source, Object, Observer.Element>, Observer>, ObserverType,
  @unchecked Sendable
{
  func on(_ event: Event<Source>) {
    guard case .next(let value) = event else { return forwardTerminal(event) }
    guard let object = parameters.object.value else {
      forwardTerminal(Event<Source>.completed)
      return
    }
    forwardOn(.next(parameters.resultSelector(object, value)))
  }
}
