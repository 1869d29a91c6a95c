// Issue 27's probe, first binding (seed 001's): `subscribe(with:)`'s closure runs on the thread
// that sends, so calling the main-actor view model from it must not compile in Swift 6 mode.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()

  init() {
    // expect-error: call to main actor-isolated instance method 'note()' in a synchronous nonisolated context
    input.subscribe(with: self) { owner, _ in owner.note() }.disposed(by: bag)
  }

  func note() { MainActor.assertIsolated() }
}
