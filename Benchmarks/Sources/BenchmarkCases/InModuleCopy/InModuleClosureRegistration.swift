// IN-MODULE COPY of Sources/ReactiveCore/Subjects/ClosureRegistration.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow

/// A subject registration made by `subscribe(onNext:onError:onCompleted:onDisposed:)`: the
/// closures are held here directly, so such a subscription is one object (plus a second,
/// small one only when a terminal or disposal handler is given).
///
/// It keeps `subscribe(onNext:…)`'s rules: an error with no `onError` goes to
/// ``Hooks/defaultErrorHandler``, and `onDisposed` runs once, after a terminal event or on the
/// first `dispose()`.
final class InModuleClosureRegistration<Element>: InModuleSubjectRegistration<Element>,
  @unchecked Sendable
{
  let onNext: (@Sendable (Element) -> Void)?
  let handlers: TerminalHandlers?
  /// Held strongly; the owning subject's `deinit` ends the registration, which breaks the
  /// cycle through the dispatcher's bag.
  let dispatcher: InModuleSubjectDispatcher<Element>

  /// The terminal and disposal handlers, kept apart: most subscriptions have none.
  /// `onDisposed` is held as the same run-once disposable the generic path uses.
  final class TerminalHandlers: @unchecked Sendable {
    let onError: (@Sendable (Swift.Error) -> Void)?
    let onCompleted: (@Sendable () -> Void)?
    let disposed: Disposable?

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
  init(
    _ handlers: InModuleSubscriptionHandlers<Element>, number: UInt64,
    dispatcher: InModuleSubjectDispatcher<Element>
  ) {
    self.onNext = handlers.onNext
    self.handlers =
      handlers.hasOnlyOnNext
      ? nil
      : TerminalHandlers(
        onError: handlers.onError, onCompleted: handlers.onCompleted,
        onDisposed: handlers.onDisposed)
    self.dispatcher = dispatcher
    super.init(number: number)
  }

  override func receiveNext(_ value: Element) { onNext?(value) }

  override func receiveTerminal(_ event: Event<Element>) {
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

  override func unregisterFromOwner() { dispatcher.unregister(self) }

  override func didDispose() { handlers?.disposed?.dispose() }
}
