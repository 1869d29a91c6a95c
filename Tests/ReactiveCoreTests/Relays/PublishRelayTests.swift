import CoreTestSupport
import ReactiveCore
import XCTest

final class PublishRelayTests: CoreTestCase {
  func testDeliversValuesAcceptedAfterSubscribing() {
    let relay = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    relay.accept(0)
    let subscription = relay.subscribe(log.observer())
    relay.accept(1)
    relay.accept(2)
    XCTAssertEqual(log.events, ["next(1)", "next(2)"])
    subscription.dispose()
  }

  func testEmptyRelayDeliversNothing() {
    let relay = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = relay.asObservable().subscribe(log.observer())
    XCTAssertEqual(log.events, [])
    subscription.dispose()
  }

  // Contract 4: a disposed subscription receives nothing more; dispose is idempotent.
  func testDisposedSubscriptionReceivesNothingMore() {
    let relay = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    relay.accept(1)
    subscription.dispose()
    subscription.dispose()
    relay.accept(2)
    XCTAssertEqual(log.events, ["next(1)"])
  }

  func testAsObservableSharesTheRelaysValues() {
    let relay = PublishRelay<String>()
    let log = SubjectTestLog<String>()
    let first = relay.asObservable().subscribe(log.observer("a"))
    let second = relay.subscribe(log.observer("b"))
    relay.accept("x")
    XCTAssertEqual(log.events, ["a:next(x)", "b:next(x)"])
    first.dispose()
    second.dispose()
  }
}
