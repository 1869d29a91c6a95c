// Issue 27's probe, second binding: a `[weak self]` capture does not move `subscribe(onNext:)`'s
// closure to the main actor; it still runs on the sending thread, so it must not compile.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()

  init() {
    // expect-error: call to main actor-isolated instance method 'note()' in a synchronous nonisolated context
    input.subscribe(onNext: { [weak self] _ in self?.note() }).disposed(by: bag)
  }

  func note() { MainActor.assertIsolated() }
}
