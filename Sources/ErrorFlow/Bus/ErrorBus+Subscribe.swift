import ReactiveCore

extension ErrorBus {
  /// Binds a view to the bus: `onNotice` is called with each notice, one at a time, on the
  /// view's `scheduler`, with a ``NoticeReceipt`` for acknowledging an alert. This is the
  /// binding for a view or a presenter model; subscribe once for the whole app.
  ///
  /// Delivery ends where the view receives the notice: a notice counts as delivered when
  /// `onNotice` is called for it with the subscription still live. Notices wait in the bus
  /// until then — at most `capacity` for this view, the least important going first — so a
  /// notice whose view is disposed before its turn came is not lost: it goes back first in
  /// line for the next view (or another view bound meanwhile). An alert counts as done only
  /// when acknowledged: if the subscription is disposed before ``NoticeReceipt/acknowledge()``
  /// was called, the alert is shown to the next view, and until then later alerts wait.
  ///
  /// ```swift
  /// let subscription = bus.subscribe(on: MainScheduler.instance) { notice, receipt in
  ///   switch notice.presentation {
  ///   case .alert(let title, let message):
  ///     screen.showAlert(title, message, onDismiss: receipt.acknowledge)
  ///   default:
  ///     screen.show(notice.presentation)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: Where `onNotice` runs; `nil` runs it on the thread that publishes (or
  ///     that sends on a notice: a window's end, an acknowledgement, another view leaving).
  ///     Use a serial scheduler: the notices of one subscription are handed over one at a
  ///     time, each only after the previous `onNotice` returned.
  ///   - onNotice: Called with each notice and its receipt.
  /// - Returns: The subscription; dispose it when the view goes away.
  public func subscribe(
    on scheduler: (any ImmediateSchedulerType)? = nil,
    onNotice: @escaping @Sendable (ErrorNotice, NoticeReceipt) -> Void
  ) -> Disposable {
    let binding = NoticeBinding(bus: self, scheduler: scheduler, handler: onNotice)
    Diagnostics.subscriptionCreated()
    bind(binding)
    return binding
  }

  /// Binds a view model that lives on the main actor: as ``subscribe(on:onNotice:)`` on
  /// ``MainScheduler``, with a handler the compiler knows runs on the main actor. Notices
  /// published on the main thread are handled at once; others hop to the main queue, so in a
  /// console app the main queue must be served (an `async` `@main`, or `dispatchMain()`).
  ///
  /// ```swift
  /// @MainActor @Observable final class AlertModel {  // ErrorPresenter is the complete one
  ///   var alert: ErrorNotice?
  ///   private var receipt: NoticeReceipt?
  ///   // Releasing the model disposes the bag, which unbinds it: a model that leaves without
  ///   // disposing would stay a view that takes notices and never shows them.
  ///   private let disposeBag = DisposeBag()
  ///
  ///   init(bus: ErrorBus) {
  ///     bus.subscribe(onMainActor: { [weak self] notice, receipt in
  ///       guard notice.presentation.isAlert else { return }
  ///       self?.alert = notice
  ///       self?.receipt = receipt
  ///     }).disposed(by: disposeBag)
  ///   }
  ///
  ///   func dismiss() {
  ///     receipt?.acknowledge()
  ///     alert = nil
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter onNotice: Called on the main actor with each notice and its receipt.
  /// - Returns: The subscription; dispose it when the view model goes away (a `DisposeBag` the
  ///   model owns does it). Until then the subscription is a view of the bus: it takes the
  ///   notices, and an alert it does not acknowledge holds back the alerts behind it.
  public func subscribe(
    onMainActor onNotice: @escaping @MainActor (ErrorNotice, NoticeReceipt) -> Void
  ) -> Disposable {
    let handler = MainActorNoticeHandler(onNotice)
    return subscribe(on: MainScheduler.instance) { notice, receipt in
      MainActor.assumeIsolated { handler.call(notice, receipt) }
    }
  }

  /// ``subscribe(onMainActor:)`` for a view that its handler holds weakly, such as
  /// ``ErrorPresenter``: `onNotice` returns whether it took the notice, `false` once the view
  /// is gone. A view released on another thread is gone (its weak references read `nil`)
  /// before its release reaches the subscription to dispose it; a notice handed over in
  /// between goes back first in line for the next view, as if the view had left before it,
  /// instead of counting as delivered to a view that never shows it. Declining also unbinds
  /// the view: it takes nothing more. `onRetract` is called on the main actor with the id of
  /// an alert the view received that another view acknowledged: the view stops showing it.
  func subscribe(
    onMainActorWhileHeld onNotice: @escaping @MainActor (ErrorNotice, NoticeReceipt) -> Bool,
    onRetract: @escaping @MainActor @Sendable (UInt64) -> Void
  ) -> Disposable {
    let handler = MainActorNoticeHandler(onNotice)
    let binding = NoticeBinding(
      bus: self, scheduler: MainScheduler.instance,
      decliningHandler: { notice, receipt in
        MainActor.assumeIsolated { handler.call(notice, receipt) }
      },
      // Called through the main scheduler, which runs it on the main thread.
      onRetract: { id in MainActor.assumeIsolated { onRetract(id) } })
    Diagnostics.subscriptionCreated()
    bind(binding)
    return binding
  }
}

/// A main-actor handler carried to the main-scheduler delivery, which runs on the main
/// thread, where `assumeIsolated` proves the isolation at run time.
private struct MainActorNoticeHandler<Result>: Sendable {
  let handler: @MainActor (ErrorNotice, NoticeReceipt) -> Result
  init(_ handler: @escaping @MainActor (ErrorNotice, NoticeReceipt) -> Result) {
    self.handler = handler
  }
  @MainActor func call(_ notice: ErrorNotice, _ receipt: NoticeReceipt) -> Result {
    handler(notice, receipt)
  }
}
