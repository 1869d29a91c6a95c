extension ObservableType where Element == Never {
  /// Subscribes to `second` once this sequence completes; a failure skips it: the machinery of
  /// `Completable.andThen` (Sources/ErrorFlowRxCompat/PrimitiveSequence/Completable+AndThen.swift),
  /// `package` because the sink's base class lives in this module.
  package func followed<Next>(by second: Observable<Next>) -> Observable<Next> {
    AndThenProducer(source: asObservable(), parameters: second)
  }
}

/// RxSwift 6 (Completable+AndThen.swift, `ConcatCompletable`): the sink keeps only `second`,
/// and the first completable's subscription is replaced by `second`'s when it completes, so
/// nothing of the first (its subscription, its closures) outlives its completion.
// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class AndThenProducer<Element>:
  OperatorProducer<Never, Observable<Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = AndThenSink(parameters, observer, cancel)
    return (sink, sink.follow { source.subscribe(sink) })
  }
}

/// `parameters` is the observable that follows.
// unchecked Sendable: adds no stored state (see SwitchingSink)
private final class AndThenSink<Observer: ObserverType>:
  SwitchingSink<Observable<Observer.Element>, Observer>, ObserverType, @unchecked Sendable
{
  func on(_ event: Event<Never>) {
    switch event {
    case .next:
      break
    case .error(let error):
      forwardErrorAndDispose(error)
    case .completed:
      // Disposes (and so releases) the first subscription.
      switchTo(parameters)
    }
  }
}
