import CoreTestSupport
import ReactiveCore
import XCTest

final class RelaysValuesConcurrencyTests: CoreTestCase {
  func testBehaviorRelayValuesStartWithTheCurrentValue() async {
    let before = Diagnostics.liveSubscriptions
    let relay = BehaviorRelay<Int>(value: 1)
    var received: [Int] = []
    for await value in relay.values {
      received.append(value)
      if value < 3 { relay.accept(value + 1) } else { break }
    }
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  func testReplayRelayValuesReplayTheBuffer() async {
    let before = Diagnostics.liveSubscriptions
    let relay = ReplayRelay<String>.createUnbounded()
    relay.accept("a")
    relay.accept("b")
    var received: [String] = []
    for await value in relay.values {
      received.append(value)
      if received.count == 2 { break }
    }
    XCTAssertEqual(received, ["a", "b"])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  // Contract 4 and 5: a relay's stream never finishes by itself; cancelling ends it.
  func testCancellingThePublishRelayConsumerDisposesTheSubscription() async {
    let before = Diagnostics.liveSubscriptions
    let relay = PublishRelay<Int>()
    let stream = relay.values
    XCTAssertGreaterThan(Diagnostics.liveSubscriptions, before)
    let received = SyncedRecorder<Int>()
    let got = expectation(description: "values consumed")
    got.expectedFulfillmentCount = 3
    let consumer = Task {
      for await value in stream {
        received.record("next(\(value))")
        got.fulfill()
      }
      received.record("finished")
    }
    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    await fulfillment(of: [got], timeout: 5)
    consumer.cancel()
    await consumer.value
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
    XCTAssertEqual(received.events, ["next(1)", "next(2)", "next(3)", "finished"])
  }

  func testValuesFromManyThreadsArriveComplete() async {
    let before = Diagnostics.liveSubscriptions
    let relay = PublishRelay<Int>()
    let threads = 4
    let perThread = 250
    var received: [Int] = []
    do {
      // A stream held in a variable releases its subscription when the variable goes away.
      let stream = relay.values
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for index in 0..<perThread { relay.accept(thread * perThread + index) }
      }
      for await value in stream {
        received.append(value)
        if received.count == threads * perThread { break }
      }
    }
    XCTAssertEqual(received.sorted(), Array(0..<threads * perThread))
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }
}
