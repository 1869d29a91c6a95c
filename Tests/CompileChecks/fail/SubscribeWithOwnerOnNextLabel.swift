// Seed 001's binding with its closure labelled `onNext:`: `subscribe(with:onNext:)` runs on the
// sending thread even when the owner is a main-actor view model (Sendable), so the main-actor
// call must not compile. Only `onMainActor:` or a main-actor stream moves it to the main actor.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()

  init() {
    // expect-error: call to main actor-isolated instance method 'note()' in a synchronous nonisolated context
    input.subscribe(with: self, onNext: { owner, _ in owner.note() }).disposed(by: bag)
  }

  func note() { MainActor.assertIsolated() }
}
