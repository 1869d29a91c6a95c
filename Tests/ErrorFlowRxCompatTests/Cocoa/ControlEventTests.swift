import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// ControlEvent as RxCocoa's ControlEvent.swift: the source's events, subscribed on the main
/// queue (at once from the main thread, where XCTest runs).
final class ControlEventTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  func testEventsAreTheSourcesEvents() {
    let events = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(230)])
    let res = scheduler.start { ControlEvent(events: events).asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(events.subscriptions, [Subscription(200, 230)])
  }

  func testAsControlEventReturnsTheSameEvent() {
    let events = scheduler.createHotObservable([.next(210, 1)])
    let res = scheduler.start { ControlEvent(events: events).asControlEvent().asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1)])
  }

  func testARelayIsAnEventSource() {
    let relay = PublishRelay<Int>()
    let res = scheduler.createObserver(Int.self)
    let subscription = ControlEvent(events: relay).subscribe(res)
    scheduler.scheduleAt(210) { relay.accept(1) }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(res.events, [.next(210, 1)])
  }
}
