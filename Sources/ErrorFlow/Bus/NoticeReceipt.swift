/// What a view gives back for a notice it received from
/// ``ErrorBus/subscribe(on:onNotice:)``: the acknowledgement of an alert.
///
/// Receiving is automatic: the notice counts as delivered when the handler is called on the
/// view's scheduler, with the subscription still live. Only an alert asks for more: the next
/// alert waits until the view calls ``acknowledge()`` (the user dismissed it). The receipt is
/// bound to the subscription: once the subscription is disposed it does nothing, and an alert
/// the view did not acknowledge by then goes to the next view.
///
/// A presenter model keeps the receipt of the alert it shows:
///
/// ```swift
/// @MainActor final class AlertPresenter {
///   private(set) var alert: ErrorNotice?
///   private var receipt: NoticeReceipt?
///   private let disposeBag = DisposeBag()  // releasing the presenter unbinds it
///
///   func start(_ bus: ErrorBus) {
///     bus.subscribe(onMainActor: { [weak self] notice, receipt in
///       guard notice.presentation.isAlert else { return }  // a toast: show it and forget it
///       self?.alert = notice
///       self?.receipt = receipt
///     }).disposed(by: disposeBag)
///   }
///
///   func dismiss() {
///     receipt?.acknowledge()  // the next alert may come
///     alert = nil
///     receipt = nil
///   }
/// }
/// ```
public struct NoticeReceipt: Sendable {
  private let binding: NoticeBinding
  private let id: UInt64

  /// Whether the view must call ``acknowledge()`` when it is done: the notice is an alert.
  ///
  /// ```swift
  /// if receipt.needsAcknowledgement { showModal(notice, onDismiss: receipt.acknowledge) }
  /// ```
  public let needsAcknowledgement: Bool

  init(binding: NoticeBinding, notice: ErrorNotice) {
    self.binding = binding
    self.id = notice.id
    self.needsAcknowledgement = notice.presentation.isAlert
  }

  /// Tells the bus the user is done with the alert: the next queued alert is sent on, and the
  /// alert is answered for every view (one that has not received it yet skips it). Safe to
  /// call from any thread, more than once, or for a notice that needs no acknowledgement
  /// (nothing happens then); after the subscription was disposed it does nothing.
  ///
  /// ```swift
  /// view.showAlert(notice) { receipt.acknowledge() }
  /// ```
  public func acknowledge() {
    guard needsAcknowledgement else { return }
    binding.bus?.acknowledge(id: id, from: binding)
  }
}
