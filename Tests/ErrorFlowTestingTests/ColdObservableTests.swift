import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ColdObservableTests: TestingTestCase {
  func testEventsAreOffsetFromTheSubscriptionTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testEachSubscriberGetsItsOwnReplay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(0, "a"), .next(50, "b")])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(100) { xs.subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(130) { xs.subscribe(second).disposed(by: bag) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(100, "a"), .next(150, "b")])
    XCTAssertEqual(second.events, [.next(130, "a"), .next(180, "b")])
    XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(130)])
  }

  func testDisposedSubscriberGetsNothingMore() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
    let res = scheduler.start(disposed: 225) { xs }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testHotAndColdDifferOnlyInTiming() {
    let events: [Recorded<Event<Int>>] = [.next(250, 1), .completed(400)]
    let hotScheduler = TestScheduler(initialClock: 0)
    let hot = hotScheduler.createHotObservable(events)
    let hotResult = hotScheduler.start { hot }
    let coldScheduler = TestScheduler(initialClock: 0)
    let cold = coldScheduler.createColdObservable(events)
    let coldResult = coldScheduler.start { cold }
    XCTAssertEqual(hotResult.events, [.next(250, 1), .completed(400)])
    XCTAssertEqual(coldResult.events, [.next(450, 1), .completed(600)])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(cold.subscriptions, [Subscription(200, 600)])
  }
}
