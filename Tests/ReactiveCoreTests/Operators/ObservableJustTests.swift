import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableJustTests: CoreTestCase {
  func testJustSendsItsElementThenCompletesAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42) }
    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func testJustSendsToEachSubscriber() {
    let just = Observable.just("a")
    let received = Locked<[String]>([])
    just.subscribe(onNext: { received.append($0) }).dispose()
    just.subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, ["a", "a"])
  }

  func testJustOnSchedulerSendsElementAndCompletionInSeparateActions() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
  }

  func testJustOnSchedulerDisposedBeforeTheElementSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testJustOnSchedulerDisposedAfterTheElementSendsNoCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 42)])
  }
}
