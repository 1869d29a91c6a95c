import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableCatchTests: CoreTestCase {
  func testCatchSwitchesToTheFallbackOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
    let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 20), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
  }

  func testCatchPassesTheErrorToTheHandler() {
    let caught = Locked<[String]>([])
    _ = Observable<Int>.error(testError2)
      .catch { error in
        caught.append("\(error)")
        return .empty()
      }
      .subscribe()
    XCTAssertEqual(caught.value, ["TestError(2)"])
  }

  func testCatchWithoutErrorNeverCallsTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.catch { _ in Observable.just(99) } }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
  }

  func testCatchEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.catch { _ in Observable.just(99) } }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testCatchFallbackErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
    let res = scheduler.start { xs.catch { _ in Observable.error(testError2) } }
    XCTAssertEqual(res.events, [.error(230, testError2)])
  }

  func testCatchHandlerThrowingSendsThatError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let res = scheduler.start { xs.catch { _ in throw testError2 } }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testCatchDisposeReachesTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
    let ys = scheduler.createHotObservable([.next(240, 20), .next(400, 30)])
    let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(240, 20)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
  }

  func testCatchSynchronousErrorKeepsTheFallbackSubscribed() {
    let subject = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = Observable<Int>.error(testError)
      .catch { _ in subject.asObservable() }
      .subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    XCTAssertEqual(received.value, [1])
    XCTAssertFalse(subject.hasObservers)
  }

  func testCatchAndReturnReplacesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let res = scheduler.start { xs.catchAndReturn(0) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 0), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testCatchAndReturnEmptyAndDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(250, Int.self)])
    let endless = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let emptyResult = scheduler.createObserver(Int.self)
    let disposeResult = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(empty.catchAndReturn(0).subscribe(emptyResult))
      _ = bag.insert(endless.catchAndReturn(0).subscribe(disposeResult))
    }
    scheduler.scheduleAt(300) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(emptyResult.events, [.completed(250)])
    XCTAssertEqual(disposeResult.events, [.next(210, 1)])
    XCTAssertEqual(endless.subscriptions, [Subscription(200, 300)])
  }

  func testCatchSendsSourceAndFallbackValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { source in
      source.concat(Observable<Int>.error(testError)).catch { _ in Observable.of(8, 9) }
    }
    XCTAssertEqual(recorder.values, [1, 2, 8, 9])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
