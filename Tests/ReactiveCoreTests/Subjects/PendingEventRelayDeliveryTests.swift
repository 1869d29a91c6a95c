import Foundation
import ReactiveCore
import XCTest

/// An event counts as delivered only when a subscriber received it.
final class PendingEventRelayDeliveryTests: CoreTestCase {
  // `take(1)` behind `map` stops after the first value while the relay is still draining its
  // buffer inside `subscribe`: its registration is not disposed yet (the disposer is set only
  // when `subscribe` returns), so the relay used to hand the second value to a dead chain and
  // count it delivered.
  func testAValueAChainDroppedStaysFirstInLine() {
    let relay = PendingEventRelay<Int>()
    relay.accept(1)
    relay.accept(2)
    var first: [Int] = []
    let a = relay.map { $0 * 10 }.take(1).subscribe(onNext: { first.append($0) })
    XCTAssertEqual(first, [10])
    XCTAssertEqual(relay.bufferedCount, 1)
    XCTAssertEqual(relay.deliveredCount, 1)
    var second: [Int] = []
    let b = relay.subscribe(onNext: { second.append($0) })
    relay.accept(3)
    XCTAssertEqual(second, [2, 3])
    XCTAssertEqual(relay.deliveredCount, 3)
    a.dispose()
    b.dispose()
  }

  // A subscriber disposed by the one before it, during the delivery of the last waiting
  // value: the value went to the first one, so it is not delivered again.
  func testAValueReceivedByOneSubscriberIsNotRepeated() {
    let relay = PendingEventRelay<Int>()
    let later = SingleAssignmentDisposable()
    var first: [Int] = []
    var second: [Int] = []
    let a = relay.subscribe(onNext: { value in
      first.append(value)
      later.dispose()
    })
    later.setDisposable(relay.map { $0 }.subscribe(onNext: { second.append($0) }))
    relay.accept(1)
    a.dispose()
    var third: [Int] = []
    let c = relay.subscribe(onNext: { third.append($0) })
    XCTAssertEqual(first, [1])
    XCTAssertEqual(second, [])
    XCTAssertEqual(third, [])
    XCTAssertEqual(relay.deliveredCount, 1)
    c.dispose()
  }

  // The capacity holds while the only subscriber is busy in a handler.
  func testTheCapacityHoldsWhileTheSubscriberIsBusy() {
    var drops = 0
    let relay = PendingEventRelay<Int>(capacity: 10) { _, total in drops = total }
    var received: [Int] = []
    var waitingInside = 0
    let subscription = relay.subscribe(onNext: { value in
      received.append(value)
      guard value == 0 else { return }
      for next in 1...100_000 { relay.accept(next) }
      waitingInside = relay.bufferedCount
    })
    relay.accept(0)
    XCTAssertEqual(waitingInside, 10)
    XCTAssertEqual(received, [0] + Array(99_991...100_000))
    XCTAssertEqual(relay.droppedCount, 99_990)
    XCTAssertEqual(drops, 99_990)
    subscription.dispose()
  }

  // Overflow follows the priority; an event is dropped only for one at
  // least as important; each drop is reported.
  func testOverflowDropsTheLeastImportantOldestFirst() {
    var reports: [String] = []
    let relay = PendingEventRelay<Int>(
      capacity: 3, priority: { $0 >= 100 ? 1 : 0 },
      onOverflow: { dropped, total in reports.append("\(dropped)/\(total)") })
    for value in [100, 1, 2, 101, 3, 102, 103, 4] { relay.accept(value) }
    XCTAssertEqual(reports, ["1/1", "2/2", "3/3", "100/4", "4/5"])
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [101, 102, 103])
    subscription.dispose()
  }

  func testWithoutAPriorityTheOldestGoesFirst() {
    let relay = PendingEventRelay<Int>(capacity: 2)
    for value in 1...4 { relay.accept(value) }
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 4])
    XCTAssertEqual(relay.droppedCount, 2)
    subscription.dispose()
  }
}

/// Releasing the relay ends its registrations and frees the chains
/// behind them, without anyone calling `dispose()`.
final class PendingEventRelayReleaseTests: CoreTestCase {
  func testReleasingTheRelayEndsItsSubscriptions() {
    let before = Diagnostics.liveSubscriptions
    var relay: PendingEventRelay<Int>? = PendingEventRelay<Int>()
    let direct = relay?.subscribe(onNext: { _ in })
    let mapped = relay?.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
    XCTAssertEqual(Diagnostics.liveSubscriptions, before + 4)
    relay = nil
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
    direct?.dispose()
    mapped?.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  func testReleasingTheRelayFreesAChainNobodyHolds() {
    weak var weakProbe: DeinitProbe?
    var relay: PendingEventRelay<Int>? = PendingEventRelay<Int>()
    do {
      let probe = DeinitProbe {}
      weakProbe = probe
      _ = relay?.map { $0 }.subscribe(onNext: { _ in withExtendedLifetime(probe) {} })
    }
    XCTAssertNotNil(weakProbe)
    relay = nil
    XCTAssertNil(weakProbe)
  }
}
