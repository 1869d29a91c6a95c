// `Driver` delivers on the main queue, and its closures say so: `drive(onNext:)` and
// `drive(with:onNext:)` take `@MainActor` closures, so a main-actor view model renders from
// them with no annotation of its own.
import ErrorFlow

@MainActor final class TitleView {
  var title = ""
  var completed = false
  var bound = true
  let bag = DisposeBag()

  init(titles: Driver<String>) {
    titles.drive(
      onNext: { [weak self] title in self?.title = title },
      onCompleted: { [weak self] in self?.completed = true },
      onDisposed: { [weak self] in self?.bound = false }
    ).disposed(by: bag)
    titles.drive(
      with: self,
      onNext: { owner, title in owner.title = title },
      onCompleted: { owner in owner.completed = true },
      onDisposed: { owner in owner.bound = false }
    ).disposed(by: bag)
  }
}
