/// The base of every operator: each subscription gets its own ``Sink``.
///
/// `run` builds the sink and subscribes it upstream; ``SinkDisposer`` ties the sink and the
/// upstream subscription together so disposing either side releases both, even when the
/// source finishes synchronously inside `run`.
class Producer<Element>: Observable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let disposer = SinkDisposer()
    let result = run(observer, cancel: disposer)
    disposer.setSinkAndSubscription(sink: result.sink, subscription: result.subscription)
    return disposer
  }

  /// Creates the sink for `observer` and subscribes it upstream.
  func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    abstractMethod()
  }
}
