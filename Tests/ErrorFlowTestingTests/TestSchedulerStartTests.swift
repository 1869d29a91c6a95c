import ErrorFlowTesting
import ReactiveCore
import XCTest

final class TestSchedulerStartTests: TestingTestCase {
  func testDefaultTimesAreThoseOfRxTest() {
    XCTAssertEqual(TestScheduler.Defaults.created, 100)
    XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
    XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
  }

  func testCreatesSubscribesAndDisposesAtTheGivenTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(40, 1), .next(60, 2), .next(90, 3)])
    var createdAt: TestTime?
    let res = scheduler.start(created: 10, subscribed: 50, disposed: 80) { () -> Observable<Int> in
      createdAt = scheduler.clock
      return xs.asObservable()
    }
    XCTAssertEqual(createdAt, 10)
    XCTAssertEqual(res.events, [.next(60, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(50, 80)])
  }

  func testDisposedOverloadKeepsDefaultCreationAndSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 2)])
    let res = scheduler.start(disposed: 300) { xs }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testAcceptsAnyObservableConvertibleSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    scheduler.scheduleAt(250) { subject.onNext(5) }
    scheduler.scheduleAt(260) { subject.onCompleted() }
    let res = scheduler.start { subject }
    XCTAssertEqual(res.events, [.next(250, 5), .completed(260)])
  }

  func testObserverRecordsTheClockOfEachEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(5) { observer.onNext(1) }
    scheduler.scheduleAt(5) { observer.onNext(2) }
    scheduler.scheduleAt(7) { observer.onError(TestError(3)) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(5, 1), .next(5, 2), .error(7, TestError(3))])
  }
}
