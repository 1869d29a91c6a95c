// A local `var` mutated from `subscribe(onNext:)` is written from whichever thread sends while
// its owner reads it from another: a data race Swift 6 must reject. (An app keeps such state
// behind a lock: pass/CapturedStateBehindMutex.swift.)
import ErrorFlow

func total(of input: PublishSubject<Int>, bag: DisposeBag) {
  var total = 0
  // expect-error: mutation of captured var 'total' in concurrently-executing code
  input.subscribe(onNext: { value in total += value }).disposed(by: bag)
  print(total)
}
