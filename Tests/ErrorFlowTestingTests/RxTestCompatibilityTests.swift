import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Tests written exactly as RxTest tests are: only the import differs.
final class RxTestCompatibilityTests: XCTestCase {
  func testHotObservableMapExampleFromTheIssue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testRecordedEventsHelpTypeInference() {
    let variadic = Recorded.events(.next(210, 2), .next(220, 3), .completed(250))
    let array = Recorded.events([.next(210, 2), .next(220, 3), .completed(250)])
    let typed: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(250)]
    XCTAssertEqual(variadic, typed)
    XCTAssertEqual(array, typed)
  }

  func testErrorEventsCompareByDescription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError(1))])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(210, 2), .error(250, TestError(1))])
    XCTAssertNotEqual(res.events, [.next(210, 2), .error(250, TestError(2))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testObserverCreatedByHandAndScheduleAt() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<String>()
    let observer = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(100) { subject.subscribe(observer).disposed(by: bag) }
    scheduler.scheduleAt(150) { subject.onNext("a") }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(150, "a"), .completed(300)])
  }

  func testTimeIntervalsAreTicksOfOneSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRelative(7, dueTime: .seconds(20)) { value in
        observer.onNext(value)
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(120, 7)])
  }

  func testDebounceRunsInVirtualMilliseconds() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let queries = scheduler.createHotObservable([
      .next(210, "a"), .next(300, "ab"), .next(650, "abc"),
    ])
    let res = scheduler.start {
      queries.debounce(.milliseconds(300), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(600, "ab"), .next(950, "abc")])
  }

  func testObserveOnShiftsEventsByOneTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .completed(251)])
  }

  func testDelayWithColdSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .completed(235)])
  }

  func testRecordedElementsLikeXCTAssertRecordedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.filter { $0 > 1 } }
    assertRecordedElements(res.events, [2])
  }
}
