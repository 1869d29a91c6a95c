// A relay accepts from any thread, but what it is handed must be read where it is read: a
// `subscribe(onNext:)` closure (sending thread) reading a main-actor view model's state to
// `accept` it into a relay must not compile.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let titles = PublishRelay<String>()
  let bag = DisposeBag()
  var prefix = "#"

  init() {
    input.subscribe(onNext: { [weak self] value in
      guard let self else { return }
      // expect-error: main actor-isolated property 'prefix' can not be referenced from a Sendable closure
      self.titles.accept(self.prefix + String(value))
    }).disposed(by: bag)
  }
}
