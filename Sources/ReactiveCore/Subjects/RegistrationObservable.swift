/// An observable whose every subscriber becomes a ``RelayRegistration`` handed to its owner:
/// how a module above the core keeps subscribers of its own (the error bus's views) and still
/// sees whether an operator between it and the handler stopped.
///
/// `attach` receives each new registration before `subscribe` returns it; `detach` is called
/// once when it is disposed. The owner ends the registrations it still holds with
/// ``RelayRegistrationBase/ownerDidRelease()`` when it goes away.
// unchecked Sendable: immutable after init; `attach` and `detach` are @Sendable `let`s
package final class RegistrationObservable<Element>: Observable<Element>, @unchecked Sendable {
  private let attach: @Sendable (RelayRegistrationBase<Element>) -> Void
  private let detach: @Sendable (RegistrationBase) -> Void

  /// Creates the observable.
  ///
  /// - Parameters:
  ///   - attach: Called with each new registration, on the subscribing thread, with no lock
  ///     held; it may deliver values at once.
  ///   - detach: Called once with a registration that was disposed.
  package init(
    attach: @escaping @Sendable (RelayRegistrationBase<Element>) -> Void,
    detach: @escaping @Sendable (RegistrationBase) -> Void
  ) {
    self.attach = attach
    self.detach = detach
  }

  package override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let registration = RelayRegistration(observer, unregister: detach)
    attach(registration)
    return registration
  }
}
