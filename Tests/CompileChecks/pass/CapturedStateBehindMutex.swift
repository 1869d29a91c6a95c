// The Sendable form of fail/CapturedVarMutatedFromSubscribe.swift,
// fail/CapturedVarMutatedFromScheduleAction.swift and fail/NonSendableOwner.swift: state written
// from a handler on the sending thread, or from a scheduler's action on its queue, lives behind
// a lock, in an owner that is Sendable, so the compiler accepts it with no warning.
import ErrorFlow
import Synchronization

final class Tally: Sendable {
  let count = Mutex(0)
}

func count(_ input: PublishSubject<Int>, into tally: Tally, bag: DisposeBag) {
  input.subscribe(onNext: { value in tally.count.withLock { $0 += value } }).disposed(by: bag)
  input.subscribe(with: tally, onNext: { tally, value in tally.count.withLock { $0 += value } })
    .disposed(by: bag)
}

func countRuns(on scheduler: ConcurrentDispatchQueueScheduler, into tally: Tally) -> Disposable {
  scheduler.schedule(()) { _ in
    tally.count.withLock { $0 += 1 }
    return Disposables.create()
  }
}
