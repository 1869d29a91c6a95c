extension ObservableType {
  /// Continues with the sequence `handler` returns when the source fails.
  ///
  /// ```swift
  /// fetchUser().catch { _ in Observable.just(User.guest) }
  /// ```
  ///
  /// - Parameter handler: Makes the fallback sequence from the error; an error it throws is
  ///   sent as an `error` event.
  /// - Returns: The source's events, then, after a failure, the fallback's events.
  public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    CatchProducer(source: asObservable(), parameters: CatchParameters(handler: handler))
  }

  /// Sends `element` and completes when the source fails.
  ///
  /// ```swift
  /// fetchCount().catchAndReturn(0)
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The source's events, with a failure replaced by `element` and `completed`.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    // unchecked Sendable: elements need not be Sendable (contract 7): `element` is only read,
    // and each subscription that fails sends it to its own observer, as `just` does
    let element = UncheckedSendableBox(element)
    return CatchProducer(
      source: asObservable(), parameters: CatchParameters { _ in Observable.just(element.value) })
  }
}

private struct CatchParameters<Element> {
  let handler: @Sendable (Swift.Error) throws -> Observable<Element>
}

// unchecked Sendable: adds no stored state (see OperatorProducer); `parameters.handler` is
// @Sendable
private final class CatchProducer<Element>:
  OperatorProducer<Element, CatchParameters<Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = CatchSink(parameters, observer, cancel)
    return (sink, sink.follow { source.subscribe(sink) })
  }
}

// unchecked Sendable: adds no stored state (see SwitchingSink)
private final class CatchSink<Observer: ObserverType>:
  SwitchingSink<CatchParameters<Observer.Element>, Observer>, ObserverType, @unchecked Sendable
{
  func on(_ event: Event<Observer.Element>) {
    guard case .error(let error) = event else { return forward(event) }
    let fallback: Observable<Observer.Element>
    do {
      fallback = try parameters.handler(error)
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    switchTo(fallback)
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    forwardNext(value)
  }
}
