import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Tests written exactly as RxTest tests are: only the import differs.
final class RxTestCompatibilityTests: XCTestCase {
  func testHotObservableMapExampleFromTheIssue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { doubled(xs) }
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
}

/// Doubles each value; stands in for `map` until the core's operators land.
private func doubled(_ source: TestableObservable<Int>) -> Observable<Int> {
  Observable.create { observer in
    source.subscribe(AnyObserver { event in observer.on(event.map { $0 * 2 }) })
  }
}
