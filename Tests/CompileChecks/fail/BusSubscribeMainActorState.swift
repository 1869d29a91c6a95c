// `ErrorBus.subscribe(on:onNotice:)` with no scheduler calls its handler on the publishing
// thread, so a main-actor view model's state must not be touched from it (the main-actor form
// is `subscribe(onMainActor:)`: pass/ErrorLayerMainActorBindings.swift).
import ErrorFlow

@MainActor final class AlertModel {
  var alert: ErrorNotice?
  let bag = DisposeBag()

  init(bus: ErrorBus) {
    bus.subscribe { [weak self] notice, receipt in
      // expect-error: call to main actor-isolated instance method 'show' in a synchronous nonisolated context
      self?.show(notice)
      receipt.acknowledge()
    }.disposed(by: bag)
  }

  func show(_ notice: ErrorNotice) { alert = notice }
}
