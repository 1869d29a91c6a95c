/// A registration whose receiver is an ``ObserverType`` and whose owner is told through a
/// closure: the form `PendingEventRelay` uses (it is not a `SubjectDispatcher`). Values go to
/// the observer's `onNext(_:)`, so no `Event` is built per value.
package final class RelayRegistration<Observer: ObserverType>:
  SubjectRegistration<Observer.Element>, @unchecked Sendable
{
  private let receiver: Observer
  private let unregister: (RegistrationBase) -> Void

  /// Creates a registration that sends values to `observer` and calls `unregister` once on
  /// dispose.
  package init(_ observer: Observer, unregister: @escaping (RegistrationBase) -> Void) {
    self.receiver = observer
    self.unregister = unregister
    super.init(number: 0)
  }

  package override func receiveNext(_ value: Observer.Element) { receiver.onNext(value) }

  package override func receiveTerminal(_ event: Event<Observer.Element>) { receiver.on(event) }

  package override func endByOwner() {
    if end() { (receiver as? SilentEndObserver)?.sourceEndedSilently() }
  }

  package override func unregisterFromOwner() { unregister(self) }
}
