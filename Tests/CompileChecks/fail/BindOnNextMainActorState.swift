// `bind(onNext:)` on a stream that is not observed on `MainScheduler.instance` runs on the
// sending thread, like `subscribe(onNext:)`: a main-actor call from it must not compile.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()

  init() {
    // expect-error: call to main actor-isolated instance method 'note()' in a synchronous nonisolated context
    input.bind(onNext: { [weak self] _ in self?.note() }).disposed(by: bag)
  }

  func note() { MainActor.assertIsolated() }
}
