// `subscribe(with:)` hands its owner to the closure on the sending thread; an owner that is not
// Sendable (a plain class with mutable state) would then be used from two threads at once, so
// it must not be accepted (issue 27, item 1: "An owner passed to `subscribe(with:)` may not
// carry non-Sendable state across threads either").
import ErrorFlow

final class Tally {
  var count = 0
}

func count(_ input: PublishSubject<Int>, into tally: Tally, bag: DisposeBag) {
  // expect-error: 'Tally' does not conform to the 'Sendable' protocol
  input.subscribe(with: tally, onNext: { tally, value in tally.count += value }).disposed(by: bag)
}
