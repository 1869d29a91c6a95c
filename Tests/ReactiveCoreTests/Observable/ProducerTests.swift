import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Every operator chain subscribes inside a trampoline frame, so an operator that has seen
/// enough stops an infinite synchronous source, whichever operator it is.
final class ProducerTests: CoreTestCase {
  func testTakeAfterZipOfTwoInfiniteSynchronousSourcesCompletes() {
    let events = Locked<[Event<String>]>([])
    let subscription = Observable.zip(Observable.from(1...), Observable.from(10...))
      .map { "\($0)-\($1)" }
      .take(3)
      .subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next("1-10"), .next("2-11"), .next("3-12"), .completed])
    subscription.dispose()
  }

  func testCombineLatestWithTakeStopsAnInfiniteSynchronousSource() {
    let events = Locked<[Event<Int>]>([])
    let subscription = Observable.combineLatest(Observable.from(1...), Observable.just(10))
      .map { $0 + $1 }
      .take(2)
      .subscribe { events.append($0) }
    XCTAssertEqual(events.value.count, 3)
    XCTAssertEqual(events.value.last, .completed)
    subscription.dispose()
  }

  func testNestedSubscriptionInsideAHandlerSeesEveryElementBeforeSubscribeReturns() {
    let inner = Locked<[Int]>([])
    let outer = Observable.just(()).subscribe(onNext: {
      let subscription = Observable.from([1, 2, 3]).subscribe(onNext: { inner.append($0) })
      XCTAssertEqual(inner.value, [1, 2, 3])
      subscription.dispose()
    })
    outer.dispose()
  }
}
