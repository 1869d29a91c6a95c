import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Every operator chain subscribes inside a trampoline frame, so an operator that has seen
/// enough stops an infinite synchronous source, whichever operator it is.
final class ProducerTests: CoreTestCase {
  func testTakeAfterZipOfTwoInfiniteSynchronousSourcesCompletes() {
    var events: [Event<String>] = []
    let subscription = Observable.zip(Observable.from(1...), Observable.from(10...))
      .map { "\($0)-\($1)" }
      .take(3)
      .subscribe { events.append($0) }
    XCTAssertEqual(events, [.next("1-10"), .next("2-11"), .next("3-12"), .completed])
    subscription.dispose()
  }

  func testCombineLatestWithTakeStopsAnInfiniteSynchronousSource() {
    var events: [Event<Int>] = []
    let subscription = Observable.combineLatest(Observable.from(1...), Observable.just(10))
      .map { $0 + $1 }
      .take(2)
      .subscribe { events.append($0) }
    XCTAssertEqual(events.count, 3)
    XCTAssertEqual(events.last, .completed)
    subscription.dispose()
  }

  func testNestedSubscriptionInsideAHandlerSeesEveryElementBeforeSubscribeReturns() {
    var inner: [Int] = []
    let outer = Observable.just(()).subscribe(onNext: {
      let subscription = Observable.from([1, 2, 3]).subscribe(onNext: { inner.append($0) })
      XCTAssertEqual(inner, [1, 2, 3])
      subscription.dispose()
    })
    outer.dispose()
  }
}
