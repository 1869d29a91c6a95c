/// A subject registration made by `subscribe(onNext:onError:onCompleted:onDisposed:)`: the
/// closures are held here directly, so such a subscription is one object (plus a second,
/// small one only when a terminal or disposal handler is given).
///
/// It keeps `subscribe(onNext:…)`'s rules: an error with no `onError` goes to
/// ``Hooks/defaultErrorHandler``, and `onDisposed` runs once, after a terminal event or on the
/// first `dispose()`.
// unchecked Sendable: immutable after init; `onNext` is a @Sendable `let`; the rest is
// RegistrationBase's
@usableFromInline
package final class ClosureRegistration<Element>: SubjectRegistration<Element>,
  @unchecked Sendable
{
  /// Called by ``SubjectRegistration/deliverNext(_:)`` directly; a no-op when the subscriber
  /// gave none, so that call needs no test.
  @usableFromInline let onNext: @Sendable (Element) -> Void
  @usableFromInline let handlers: TerminalHandlers?
  /// Held strongly; the owning subject's `deinit` ends the registration, which breaks the
  /// cycle through the dispatcher's bag.
  @usableFromInline let dispatcher: SubjectDispatcher<Element>

  /// The terminal and disposal handlers, kept apart: most subscriptions have none.
  /// `onDisposed` is held as the same run-once disposable the generic path uses.
  // unchecked Sendable: immutable after init; `onError` and `onCompleted` are @Sendable
  // `let`s; `disposed` is Sendable
  @usableFromInline
  final class TerminalHandlers: @unchecked Sendable {
    let onError: (@Sendable (Swift.Error) -> Void)?
    let onCompleted: (@Sendable () -> Void)?
    let disposed: Disposable?

    @usableFromInline
    init(
      onError: (@Sendable (Swift.Error) -> Void)?, onCompleted: (@Sendable () -> Void)?,
      onDisposed: (@Sendable () -> Void)?
    ) {
      self.onError = onError
      self.onCompleted = onCompleted
      self.disposed = onDisposed.map { Disposables.create(with: $0) }
    }
  }

  /// Creates a registration of `handlers` with `dispatcher`.
  /// Borrows the handlers: taking them owned made the unspecialized caller copy and destroy
  /// a `SubscriptionHandlers<Element>`, looking up its metadata on every subscribe (about 330
  /// instructions).
  @inlinable
  init(
    _ handlers: borrowing SubscriptionHandlers<Element>, number: UInt64,
    dispatcher: SubjectDispatcher<Element>
  ) {
    self.onNext = handlers.valueHandler
    self.handlers =
      handlers.hasOnlyOnNext
      ? nil
      : TerminalHandlers(
        onError: handlers.onError, onCompleted: handlers.onCompleted,
        onDisposed: handlers.onDisposed)
    self.dispatcher = dispatcher
    super.init(number: number, deliveryState: 0)
  }

  @usableFromInline
  package override func receiveNext(_ value: Element) { onNext(value) }

  @usableFromInline
  package override func receiveTerminal(_ event: Event<Element>) {
    switch event {
    case .next: return
    case .error(let error):
      if let onError = handlers?.onError {
        onError(error)
      } else {
        Hooks.defaultErrorHandler([], error)
      }
    case .completed:
      handlers?.onCompleted?()
    }
    handlers?.disposed?.dispose()
  }

  @usableFromInline
  package override func unregisterFromOwner() { dispatcher.unregister(self) }

  @usableFromInline
  package override func didDispose() { handlers?.disposed?.dispose() }
}
