// `observe(on:)` a background scheduler delivers on that scheduler's queue, so a main-actor
// call in the `subscribe(onNext:)` after it must not compile (only `MainScheduler.instance`
// gives a main-actor stream: pass/ObserveOnMainSchedulerSubscribe.swift).
import ErrorFlow

@MainActor final class ViewModel {
  let input = PublishSubject<Int>()
  let bag = DisposeBag()
  var last = 0

  init() {
    input.observe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "parser"))
      .subscribe(onNext: { [weak self] value in
        // expect-error: call to main actor-isolated instance method 'render' in a synchronous nonisolated context
        self?.render(value)
      }).disposed(by: bag)
  }

  func render(_ value: Int) { last = value }
}
