import CoreTestSupport
import ReactiveCore
import XCTest

final class BehaviorRelayTests: CoreTestCase {
  func testSubscriberReceivesTheCurrentValueThenLaterOnes() {
    let relay = BehaviorRelay(value: 0)
    relay.accept(1)
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    relay.accept(2)
    XCTAssertEqual(log.events, ["next(1)", "next(2)"])
    subscription.dispose()
  }

  func testValueIsTheLatestAcceptedValue() {
    let relay = BehaviorRelay(value: "a")
    XCTAssertEqual(relay.value, "a")
    relay.accept("b")
    XCTAssertEqual(relay.value, "b")
  }

  func testEmptyRelayDeliversOnlyTheInitialValue() {
    let relay = BehaviorRelay(value: 5)
    let log = SubjectTestLog<Int>()
    let subscription = relay.asObservable().subscribe(log.observer())
    XCTAssertEqual(log.events, ["next(5)"])
    subscription.dispose()
  }

  // Contract 4: a disposed subscription receives nothing more; dispose is idempotent.
  func testDisposedSubscriptionReceivesNothingMore() {
    let relay = BehaviorRelay(value: 0)
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    subscription.dispose()
    subscription.dispose()
    relay.accept(1)
    XCTAssertEqual(log.events, ["next(0)"])
    XCTAssertEqual(relay.value, 1)
  }

  // Contract 3: a value accepted inside a handler is current at once and delivered after
  // the value being handled.
  func testAcceptFromAHandlerIsCurrentAtOnceAndDeliveredNext() {
    let relay = BehaviorRelay(value: 0)
    let delivered = Locked<[Int]>([])
    let readAfterAccept = Locked<[Int]>([])
    let subscription = relay.subscribe(onNext: { value in
      delivered.append(value)
      if value < 2 {
        relay.accept(value + 1)
        readAfterAccept.append(relay.value)
      }
    })
    XCTAssertEqual(delivered.value, [0, 1, 2])
    XCTAssertEqual(readAfterAccept.value, [1, 2])
    XCTAssertEqual(relay.value, 2)
    subscription.dispose()
  }
}
