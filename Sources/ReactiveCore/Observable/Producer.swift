/// The base of every operator: each subscription gets its own ``Sink``.
///
/// `run` builds the sink and subscribes it upstream; ``SinkDisposer`` ties the sink and the
/// upstream subscription together so disposing either side releases both, even when the
/// source finishes synchronously inside `run`.
// unchecked Sendable: adds no stored state (see Observable)
class Producer<Element>: Observable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    // The outermost subscription on a thread runs inside a trampoline frame, so synchronous
    // sources upstream start only once the whole chain is subscribed and an operator that has
    // seen enough (`take`, `zip`, ...) can stop them (RxSwift does this with
    // `CurrentThreadScheduler`).
    if SynchronousTrampoline.isCollecting { return subscribeNow(observer) }
    var subscription: Disposable?
    SynchronousTrampoline.run { subscription = subscribeNow(observer) }
    return subscription ?? Disposables.create()
  }

  private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
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
