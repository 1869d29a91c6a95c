/// A sink that sends every event on as it is: the sink of `deferred` and `delaySubscription`,
/// whose work is choosing what and when to subscribe, not handling events. It does not end
/// with a silent source (``SilentEndObserver``), as the operators' own sinks did not.
// unchecked Sendable: adds no stored state (see Sink)
final class PassThroughSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  func on(_ event: Event<Observer.Element>) {
    if case .next(let value) = event {
      onNext(value)
      return
    }
    forwardOn(event)
    dispose()
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    forwardNext(value)
  }
}
