// `subscribe(onMainActor:)` and its `with:` twin: any stream of Sendable elements, handled on
// the main actor, whatever thread sends.
import ErrorFlow

@MainActor final class Counter {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()
  var total = 0

  init() {
    input.subscribe(onMainActor: { [weak self] value in self?.total += value })
      .disposed(by: bag)
    input.subscribe(with: self, onMainActor: { owner, value in owner.total += value })
      .disposed(by: bag)
  }
}
