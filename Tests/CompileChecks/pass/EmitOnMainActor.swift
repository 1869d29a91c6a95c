// `Signal` delivers on the main queue, and its closures say so: `emit(onNext:)` and
// `emit(with:onNext:)` take `@MainActor` closures.
import ErrorFlow

@MainActor final class Toast {
  var shown: [String] = []
  var completed = false
  let bag = DisposeBag()

  init(messages: Signal<String>) {
    messages.emit(
      onNext: { [weak self] message in self?.shown.append(message) },
      onCompleted: { [weak self] in self?.completed = true }
    ).disposed(by: bag)
    messages.emit(with: self, onNext: { owner, message in owner.shown.append(message) })
      .disposed(by: bag)
  }
}
