import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

// The examples of TestScheduler, its start functions, hot and cold observables, the observer,
// Subscription, TestTime, Recorded, Event and EventDiff, and the virtual time converter, as
// tests (.ci/doc-comment-tests checks each appears here verbatim).

final class TestSchedulerDocCommentTests: XCTestCase {
  func testAScheduledRun() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTheDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    let res = scheduler.start(disposed: TestScheduler.Defaults.disposed) { xs }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
  }

  func testAdjustingAScheduledTime() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.adjustScheduledTime(scheduler.clock), scheduler.clock + 1)
  }

  func testScheduleAt() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    let subscription = subject.subscribe(observer)
    scheduler.scheduleAt(300) { subject.onNext(3) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(300, 3)])
    subscription.dispose()
  }

  func testColdObservableAndObserver() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let observer = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { ys.subscribe(observer).disposed(by: bag) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, "a"), .completed(220)])
  }

  func testStartWithEveryTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start(created: 0, subscribed: 50, disposed: 500) { xs.map { $0 + 1 } }
    XCTAssertEqual(res.events, [.next(60, 2), .completed(70)])
  }

  func testStartWithADisposalTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(600, 3)])
    let res = scheduler.start(disposed: 500) { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 4)])
  }

  func testAHotObservableRecordsItsSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(xs.recordedEvents, [.next(210, 2), .completed(300)])
    XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
    let observer = res
    XCTAssertEqual(observer.events, [.next(210, 4), .completed(300)])
    let expected: [Recorded<Event<Int>>] = [.next(210, 4), .completed(300)]
    XCTAssertEqual(observer.events, expected)
  }

  func testAnObserverScheduledByHand() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    let bag = DisposeBag()
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { xs.subscribe(observer).disposed(by: bag) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
  }

  func testAnObserverRecordsAtTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(5) { observer.onNext(1) }  // recorded as .next(5, 1)
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(5, 1)])
  }

  func testASubscriptionStillOpen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2)])
    let res = scheduler.start(disposed: .max) { xs }
    XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    XCTAssertEqual(res.events, [.next(210, 2)])
    let expected = Subscription(200, 300)
    XCTAssertNotEqual(xs.subscriptions, [expected])
    print(Subscription(200))  // (200 : Infinity)
    XCTAssertEqual("\(Subscription(200))", "(200 : Infinity)")
  }

  func testRecordedValues() {
    let subscribed: TestTime = 200
    XCTAssertEqual(subscribed, TestScheduler.Defaults.subscribed)
    let recorded = Recorded(time: 230, value: Event<Int>.next(3))
    XCTAssertEqual(recorded, .next(230, 3))
    print(Recorded.next(230, 3))  // next(3) @ 230
    XCTAssertEqual("\(Recorded.next(230, 3))", "next(3) @ 230")
  }

  func testRecordedEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
    XCTAssertEqual(scheduler.start { xs }.events, [.next(210, 2)])
    do {
      let events: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
      XCTAssertEqual(events.count, 2)
    }
    do {
      let events: [Recorded<Event<Int>>] = [.next(210, 2), .error(250, TestError(1))]
      XCTAssertEqual(events.last, .error(250, TestError(1)))
    }
    do {
      let expected = Recorded.events(.next(210, 2), .next(220, 3), .completed(250))
      XCTAssertEqual(expected.count, 3)
    }
    do {
      let expected = Recorded.events([.next(210, 2), .completed(250)])
      XCTAssertEqual(expected, [.next(210, 2), .completed(250)] as [Recorded<Event<Int>>])
    }
  }

  func testEventsCompare() {
    XCTAssertEqual(Event<Int>.next(1), .next(1))
    XCTAssertEqual(Event<Int>.error(TestError(1)), .error(TestError(1)))
  }

  func testEventDiff() {
    func assertEvents<T: Equatable>(
      _ actual: [Recorded<Event<T>>], _ expected: [Recorded<Event<T>>],
      file: StaticString = #filePath, line: UInt = #line
    ) {
      if let diff = EventDiff.describe(expected: expected, actual: actual) {
        XCTFail(diff, file: file, line: line)
      }
    }
    assertEvents([.next(210, 4)] as [Recorded<Event<Int>>], [.next(210, 4)])

    let diff = EventDiff.describe(
      expected: [.next(210, 4), .completed(300)] as [Recorded<Event<Int>>],
      actual: [.next(210, 4), .next(220, 6), .completed(300)])
    // 2 expected, 3 actual; first difference at index 1:
    //   [0] next(4) @ 210
    // + [1] next(6) @ 220
    //   [2] completed @ 300
    XCTAssertEqual(
      diff,
      """
      2 expected, 3 actual; first difference at index 1:
        [0] next(4) @ 210
      + [1] next(6) @ 220
        [2] completed @ 300
      """)
  }

  func testEventDiffOfElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(210) { observer.onNext(2) }
    scheduler.scheduleAt(220) { observer.onNext(4) }
    scheduler.start()
    let diff = EventDiff.describeElements(expected: [2, 4], actual: observer.events)
    XCTAssertNil(diff)
  }

  func testTheVirtualTimeConverter() {
    do {
      let converter = TestSchedulerVirtualTimeConverter(resolution: 0.001)  // 1 tick = 1 ms
      XCTAssertEqual(converter.convertToVirtualTimeInterval(0.25), 250)
    }
    let converter = TestSchedulerVirtualTimeConverter(resolution: 1.0)
    XCTAssertEqual(converter.convertFromVirtualTime(90).timeIntervalSince1970, 90)  // resolution 1
    XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 90.4)), 90)
    XCTAssertEqual(converter.convertFromVirtualTimeInterval(20), 20)  // at resolution 1
    XCTAssertEqual(converter.convertToVirtualTimeInterval(20), 20)  // at resolution 1
    XCTAssertEqual(converter.offsetVirtualTime(200, offset: 10), 210)
    XCTAssertEqual(converter.compareVirtualTime(100, 200), .lessThan)
  }
}
