// The error layer's main-actor bindings: a tracker's errors and the bus's notices reach a
// `@MainActor` view model with no `assumeIsolated`, `nonisolated(unsafe)` or `@unchecked`.
import ErrorFlow

@MainActor final class ErrorLabel {
  var text = ""
  var alert: ErrorNotice?
  private var receipt: NoticeReceipt?
  let bag = DisposeBag()

  init(tracker: ErrorTracker, bus: ErrorBus) {
    tracker.errors
      .subscribe(onMainActor: { [weak self] error in self?.text = error.userMessage ?? "" })
      .disposed(by: bag)
    bus.subscribe(onMainActor: { [weak self] notice, receipt in
      guard notice.presentation.isAlert else { return }
      self?.alert = notice
      self?.receipt = receipt
    }).disposed(by: bag)
  }

  func dismiss() {
    receipt?.acknowledge()
    alert = nil
  }
}
