/// The base of the sinks that move from their source to another sequence at one of the
/// source's terminal events: `catch` (at an error), `ifEmpty(switchTo:)` (at an empty
/// completion), `Completable.andThen` (at the completion).
///
/// ``current`` holds the subscription of the sequence being followed; ``switchTo(_:)``
/// replaces it, which disposes (and so releases) the source's before the next one is
/// subscribed, and the next sequence's events go straight downstream.
// unchecked Sendable: `parameters` is an immutable `let`; `current` is a SerialDisposable (locked);
// the rest is Sink's
class SwitchingSink<Parameters, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
  /// The operator's parameters (a copy of its producer's, which also holds the source).
  final let parameters: Parameters
  /// The subscription of the sequence being followed.
  final let current = SerialDisposable()

  @inline(__always)
  init(_ parameters: Parameters, _ observer: Observer, _ cancel: Cancelable) {
    self.parameters = parameters
    super.init(observer: observer, cancel: cancel)
  }

  /// Subscribes `subscribe`'s sequence, as the one followed; returns the sink's subscription.
  ///
  /// - Parameter subscribe: Subscribes this sink to its source.
  /// - Returns: The subscription of whatever sequence is followed, now and after a switch.
  final func follow(_ subscribe: () -> Disposable) -> Disposable {
    let first = SingleAssignmentDisposable()
    current.disposable = first
    first.setDisposable(subscribe())
    return current
  }

  /// Stops following the source and follows `next`, whose events go straight downstream.
  ///
  /// - Parameter next: The sequence to continue with.
  final func switchTo(_ next: Observable<Observer.Element>) {
    let subscription = SingleAssignmentDisposable()
    current.disposable = subscription
    subscription.setDisposable(next.subscribe(SwitchedObserver(parent: self)))
  }
}

/// Sends the events of the sequence a ``SwitchingSink`` switched to downstream.
private struct SwitchedObserver<Parameters, Observer: ObserverType>: ObserverType {
  let parent: SwitchingSink<Parameters, Observer>

  func on(_ event: Event<Observer.Element>) {
    parent.forward(event)
  }

  func onNext(_ value: Observer.Element) {
    parent.forwardNext(value)
  }
}
