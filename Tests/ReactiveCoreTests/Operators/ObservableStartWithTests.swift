import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableStartWithTests: CoreTestCase {
  func testStartWithSendsPrefixThenSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .completed(300)])
    let res = scheduler.start { xs.startWith(1, 2) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(220, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testStartWithOnEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.startWith(1) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(300)])
  }

  func testStartWithForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
    let res = scheduler.start { xs.startWith(1) }
    XCTAssertEqual(res.events, [.next(200, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testStartWithDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 3)])
    let res = scheduler.start(disposed: 300) { xs.startWith(1) }
    XCTAssertEqual(res.events, [.next(200, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testStartWithThenTakeDoesNotNeedTheSource() {
    let received = Locked<[Int]>([])
    Observable.repeatElement(9).startWith(1, 2).take(2)
      .subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [1, 2])
  }

  func testStartWithSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([3]) { $0.startWith(1, 2) }
    XCTAssertEqual(recorder.values, [1, 2, 3])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
