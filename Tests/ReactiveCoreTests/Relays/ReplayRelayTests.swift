import CoreTestSupport
import ReactiveCore
import XCTest

final class ReplayRelayTests: CoreTestCase {
  func testReplaysTheLatestValuesThenLiveOnes() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    for value in 1...3 { relay.accept(value) }
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    relay.accept(4)
    XCTAssertEqual(log.events, ["next(2)", "next(3)", "next(4)"])
    subscription.dispose()
  }

  func testUnboundedReplaysEverything() {
    let relay = ReplayRelay<Int>.createUnbounded()
    for value in 1...4 { relay.accept(value) }
    let log = SubjectTestLog<Int>()
    relay.asObservable().subscribe(log.observer()).dispose()
    XCTAssertEqual(log.elements, [1, 2, 3, 4])
  }

  func testEmptyRelayDeliversNothing() {
    let relay = ReplayRelay<Int>.create(bufferSize: 3)
    let log = SubjectTestLog<Int>()
    relay.subscribe(log.observer()).dispose()
    XCTAssertEqual(log.events, [])
  }

  // Contract 4: a disposed subscription receives nothing more; dispose is idempotent.
  func testDisposedSubscriptionReceivesNothingMore() {
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    relay.accept(1)
    subscription.dispose()
    subscription.dispose()
    relay.accept(2)
    XCTAssertEqual(log.events, ["next(1)"])
  }
}
