// RxSwift's own UI idiom, unchanged: `observe(on: MainScheduler.instance)` returns a stream the
// compiler knows delivers on the main actor, so the `subscribe`, `subscribe(with:)` and
// `bind(onNext:)` after it take `@MainActor` closures. This is issue 27's probe in its
// main-actor form: the same three bindings, now proven to run on the main actor.
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()
  var failure: (any Error)?
  var finished = false

  init() {
    input.observe(on: MainScheduler.instance)
      .subscribe(with: self) { owner, _ in owner.note() }
      .disposed(by: bag)
    input.observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] _ in self?.note() })
      .disposed(by: bag)
    input.observe(on: MainScheduler.instance)
      .subscribe(
        onNext: { [weak self] _ in self?.note() },
        onError: { [weak self] error in self?.failure = error },
        onCompleted: { [weak self] in self?.finished = true },
        onDisposed: { [weak self] in self?.note() }
      ).disposed(by: bag)
    input.observe(on: MainScheduler.instance)
      .subscribe(
        with: self,
        onNext: { owner, _ in owner.note() },
        onError: { owner, error in owner.failure = error },
        onCompleted: { owner in owner.finished = true },
        onDisposed: { owner in owner.note() }
      ).disposed(by: bag)
    input.observe(on: MainScheduler.instance)
      .bind(onNext: { [weak self] _ in self?.note() })
      .disposed(by: bag)
  }

  func note() { MainActor.assertIsolated() }
}
