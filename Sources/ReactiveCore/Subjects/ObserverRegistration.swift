/// A subject registration whose receiver is an ``ObserverType`` (an operator's sink, an
/// ``AnyObserver``): values go to its `onNext(_:)`, terminal events to its `on(_:)`.
// unchecked Sendable: immutable after init; `receiver` need not be Sendable: it gets the subject's
// values one at a time (contract 2); `dispatcher` is locked
@usableFromInline
package final class ObserverRegistration<Observer: ObserverType>:
  SubjectRegistration<Observer.Element>, @unchecked Sendable
{
  @usableFromInline let receiver: Observer
  /// Held strongly; the owning subject's `deinit` ends the registration, which breaks the
  /// cycle through the dispatcher's bag.
  @usableFromInline let dispatcher: SubjectDispatcher<Observer.Element>

  /// Creates a registration of `observer` with `dispatcher`.
  @usableFromInline
  package init(
    _ observer: Observer, number: UInt64, dispatcher: SubjectDispatcher<Observer.Element>
  ) {
    self.receiver = observer
    self.dispatcher = dispatcher
    super.init(number: number)
  }

  @usableFromInline
  package override func receiveNext(_ value: Observer.Element) { receiver.onNext(value) }

  @usableFromInline
  package override func receiveTerminal(_ event: Event<Observer.Element>) { receiver.on(event) }

  @usableFromInline
  package override func endByOwner() {
    if end() { (receiver as? SilentEndObserver)?.sourceEndedSilently() }
  }

  @usableFromInline
  package override func unregisterFromOwner() { dispatcher.unregister(self) }
}
