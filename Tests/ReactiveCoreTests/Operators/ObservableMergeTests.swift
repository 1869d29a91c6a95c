import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableMergeTests: CoreTestCase {
  func testMergeInterleavesSourcesAndCompletesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(240, 4), .completed(300),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, 0), .next(220, 3), .next(250, 5), .completed(280),
    ])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(
      res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .next(250, 5), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 280)])
  }

  func testMergeOfEmptyArrayCompletesImmediately() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.merge([]) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testMergeOfEmptySourcesCompletesWithTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let ys = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testMergeFailsWithFirstErrorAndDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 4), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 3), .error(230, testError)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testMergeDisposeUnsubscribesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 4), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 3), .next(250, 5), .completed(280)])
    let res = scheduler.start(disposed: 245) {
      Observable.merge(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
  }

  func testMergeOfObservablesSubscribesEachInnerAsItArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(30, 102), .completed(40)])
    let ys2 = scheduler.createColdObservable([.next(5, 201), .next(15, 202), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(
      res.events,
      [.next(220, 101), .next(225, 201), .next(235, 202), .next(240, 102), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 270)])
  }

  func testMergeOfObservablesWaitsForOuterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 101), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testMergeOfObservablesEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      [Recorded<Event<TestableObservable<Int>>>]([
        .completed(250)
      ]))
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMergeOfObservablesInnerErrorFailsAndDisposesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(60)])
    let ys2 = scheduler.createColdObservable([.next(5, 201), .error(15, testError)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 101), .next(225, 201), .error(235, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 235)])
  }

  func testMergeOfObservablesOuterErrorFailsAndDisposesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(60)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .error(240, testError)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 101), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
  }

  func testMergeOfObservablesDisposeUnsubscribesOuterAndInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(60)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(400)])
    let res = scheduler.start(disposed: 230) { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 101)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testMergeMaxConcurrentQueuesInnersBeyondTheLimit() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(60)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
    let ys3 = scheduler.createColdObservable([.next(5, 301), .completed(10)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(240),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 2) }
    XCTAssertEqual(
      res.events,
      [.next(220, 101), .next(230, 201), .next(245, 301), .next(260, 102), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(220, 240)])
    XCTAssertEqual(ys3.subscriptions, [Subscription(240, 250)])
  }

  func testMergeMaxConcurrentOneConcatenates() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])
    let res = scheduler.start { xs.merge(maxConcurrent: 1) }
    XCTAssertEqual(res.events, [.next(220, 101), .next(240, 201), .completed(250)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
  }

  func testMergeMaxConcurrentErrorDropsQueuedInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .error(20, testError)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])
    let res = scheduler.start { xs.merge(maxConcurrent: 1) }
    XCTAssertEqual(res.events, [.next(220, 101), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [])
  }

  func testMergeMaxConcurrentOfEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      [Recorded<Event<TestableObservable<Int>>>]([
        .completed(250)
      ]))
    let res = scheduler.start { xs.merge(maxConcurrent: 2) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMergeMaxConcurrentDisposeUnsubscribesRunningInnersOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(60)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(400)])
    let res = scheduler.start(disposed: 240) { xs.merge(maxConcurrent: 1) }
    XCTAssertEqual(res.events, [.next(220, 101)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys2.subscriptions, [])
  }

  func testMergeSendsValuesThroughTheObserversOnNext() {
    let other = PublishSubject<Int>()
    let recorder = recordThroughOnNext([1, 2]) { source in
      Observable.merge(source, other.asObservable()).do(onNext: { if $0 == 1 { other.onNext(5) } })
    }
    XCTAssertEqual(recorder.values, [1, 5, 2])
    XCTAssertEqual(recorder.events, [])
    other.onCompleted()
  }
}
