// The error layer's streams deliver on the thread that failed: `ErrorTracker.errors` followed
// by `subscribe(onNext:)` must not set a main-actor view model's state (the main-actor form is
// `subscribe(onMainActor:)`: pass/ErrorLayerMainActorBindings.swift).
import ErrorFlow

@MainActor final class ErrorLabel {
  var text = ""
  let bag = DisposeBag()

  init(tracker: ErrorTracker) {
    tracker.errors.subscribe(onNext: { [weak self] error in
      // expect-error: main actor-isolated property 'text' can not be mutated from a Sendable closure
      self?.text = error.userMessage ?? ""
    }).disposed(by: bag)
  }
}
