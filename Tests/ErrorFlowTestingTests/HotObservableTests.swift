import ErrorFlowTesting
import ReactiveCore
import XCTest

final class HotObservableTests: TestingTestCase {
  func testSubscriberSeesOnlyEventsAfterItSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(200, 2), .next(210, 3), .completed(300),
    ])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(210, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testEventsHappenAtAbsoluteTimesForEverySubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(260, "b"), .next(310, "c")])
    let early = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(early)) }
    scheduler.scheduleAt(250) { subscriptions.append(xs.subscribe(late)) }
    scheduler.scheduleAt(300) { subscriptions[0].dispose() }
    scheduler.scheduleAt(400) { subscriptions[1].dispose() }
    scheduler.start()
    XCTAssertEqual(early.events, [.next(210, "a"), .next(260, "b")])
    XCTAssertEqual(late.events, [.next(260, "b"), .next(310, "c")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(250, 400)])
  }

  func testActiveSubscriptionEndsAtInfinity() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
    scheduler.start()
    XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
    subscription?.dispose()
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testSubscriptionIsDisposedAtTheDefaultDisposeTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(1000, 2), .next(1001, 3)])
    let res = scheduler.start { xs }
    // As in RxTest: the event at 1000 was scheduled (at creation) before the disposal at
    // 1000, and same-time work runs first in, first out.
    XCTAssertEqual(res.events, [.next(210, 1), .next(1000, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testObserverSubscribedFromAnEventHandlerGetsTheNextEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let inner = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      // Weak: `xs` keeps this observer, so a strong `bag` here would make a cycle (bag ->
      // subscription -> xs -> observer -> bag) that outlives the test.
      xs.subscribe(
        AnyObserver { [weak bag] event in
          if event.element == 1, let bag { xs.subscribe(inner).disposed(by: bag) }
        }
      ).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(inner.events, [.next(220, 2)])
  }

  func testRecordedEventsAreKept() {
    let scheduler = TestScheduler(initialClock: 0)
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, TestError(1))]
    let xs = scheduler.createHotObservable(events)
    XCTAssertEqual(xs.recordedEvents, events)
    XCTAssertEqual(xs.subscriptions, [])
  }
}
