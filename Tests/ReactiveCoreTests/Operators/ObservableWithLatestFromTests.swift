import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableWithLatestFromTests: CoreTestCase {
  private func sources(_ scheduler: TestScheduler)
    -> (TestableObservable<Int>, TestableObservable<String>)
  {
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(230, 3), .next(250, 4), .completed(300),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, "a"), .next(220, "b"), .next(240, "c"), .completed(260),
    ])
    return (xs, ys)
  }

  func testWithLatestFromCombinesWithLatestOfSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(230, "3b"), .next(250, "4c"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
  }

  func testWithLatestFromWithoutSelectorSendsLatestOfSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler)
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, "b"), .next(250, "c"), .completed(300)])
  }

  func testWithLatestFromEmptyFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220, Int.self)])
    let ys = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testWithLatestFromDropsElementsBeforeSecondHasOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.completed(220)])
  }

  func testWithLatestFromErrorOfSecondFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "b"), .error(235, testError)])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, "b"), .error(235, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
  }

  func testWithLatestFromErrorOfFirstFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 3), .error(240, testError)])
    let ys = scheduler.createHotObservable([.next(220, "b"), .completed(300)])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, "b"), .error(240, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testWithLatestFromSelectorErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler)
    let res = scheduler.start {
      xs.withLatestFrom(ys) { x, y -> String in
        if x == 4 { throw testError }
        return "\(x)\(y)"
      }
    }
    XCTAssertEqual(res.events, [.next(230, "3b"), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testWithLatestFromDisposeUnsubscribesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys) = sources(scheduler)
    let res = scheduler.start(disposed: 235) { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(230, "b")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
  }

  func testWithLatestFromSendsValuesThroughTheObserversOnNext() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let recorder = OnNextRecorder<String>()
    let subscription = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(recorder)
    first.onNext(0)
    second.onNext("a")
    first.onNext(1)
    second.onNext("b")
    second.onCompleted()
    first.onNext(2)
    first.onCompleted()
    XCTAssertEqual(recorder.values, ["1a", "2b"])
    XCTAssertEqual(recorder.events, [.completed])
    subscription.dispose()
  }

  func testWithLatestFromThrowingSelectorOnTheValuePathFailsAndUnsubscribes() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = OnNextRecorder<Int>()
    let subscription = first.withLatestFrom(second) { value, latest -> Int in
      if value == 2 { throw testError }
      return value + latest
    }
    .subscribe(recorder)
    second.onNext(10)
    first.onNext(1)
    first.onNext(2)
    first.onNext(3)
    XCTAssertEqual(recorder.values, [11])
    XCTAssertEqual(recorder.events, [.error(testError)])
    XCTAssertFalse(first.hasObservers)
    XCTAssertFalse(second.hasObservers)
    subscription.dispose()
  }
}
