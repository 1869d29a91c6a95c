// Issue 27's probe, third binding: an operator's closure (`map`) runs on the thread that sends,
// not in the isolation it was written in, so calling main-actor state from it must not compile.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()

  init() {
    input.map { [weak self] value -> Int in
      // expect-error: call to main actor-isolated instance method 'note()' in a synchronous nonisolated context
      self?.note()
      return value
    }.subscribe().disposed(by: bag)
  }

  func note() { MainActor.assertIsolated() }
}
