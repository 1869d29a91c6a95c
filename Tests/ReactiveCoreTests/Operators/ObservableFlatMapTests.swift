import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableFlatMapTests: CoreTestCase {
  private func inners(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
    [
      scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(40)]),
      scheduler.createColdObservable([.next(5, 21), .next(15, 22), .completed(20)]),
    ]
  }

  func testFlatMapMergesEveryInnerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    XCTAssertEqual(
      res.events,
      [.next(220, 11), .next(225, 21), .next(235, 22), .next(240, 12), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(220, 240)])
  }

  func testFlatMapOfEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys[0].subscriptions, [])
  }

  func testFlatMapSourceErrorDisposesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .error(225, testError)])
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 225)])
  }

  func testFlatMapSelectorErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
    let res = scheduler.start {
      xs.flatMap { value -> TestableObservable<Int> in
        if value == 1 { throw testError }
        return ys[value]
      }
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 220)])
  }

  func testFlatMapDisposeUnsubscribesSourceAndInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let res = scheduler.start(disposed: 227) { xs.flatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(225, 21)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 227)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 227)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(220, 227)])
  }

  func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(260, 1), .completed(300),
    ])
    let res = scheduler.start { xs.flatMapFirst { ys[$0] } }
    XCTAssertEqual(
      res.events,
      [.next(220, 11), .next(240, 12), .next(265, 21), .next(275, 22), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 280)])
  }

  func testFlatMapFirstOfEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.flatMapFirst { ys[$0] } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testFlatMapFirstInnerErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start { xs.flatMapFirst { _ in inner } }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
  }

  func testFlatMapFirstDisposeUnsubscribesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start(disposed: 230) { xs.flatMapFirst { ys[$0] } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 230)])
  }

  func testConcatMapRunsInnersOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    XCTAssertEqual(
      res.events,
      [.next(220, 11), .next(240, 12), .next(255, 21), .next(265, 22), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(250, 270)])
  }

  func testConcatMapOfEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func testConcatMapErrorDropsWaitingInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .error(230, testError)])
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys[1].subscriptions, [])
  }

  func testConcatMapDisposeUnsubscribesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = inners(scheduler)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
    let res = scheduler.start(disposed: 260) { xs.concatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(240, 12), .next(255, 21)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(250, 260)])
  }

  func testFlatMapSendsInnerValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { $0.flatMap { Observable.of($0, $0 * 10) } }
    XCTAssertEqual(recorder.values, [1, 10, 2, 20])
    XCTAssertEqual(recorder.events, [.completed])
  }

  func testConcatMapSendsInnerValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { $0.concatMap { Observable.of($0, $0 * 10) } }
    XCTAssertEqual(recorder.values, [1, 10, 2, 20])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
