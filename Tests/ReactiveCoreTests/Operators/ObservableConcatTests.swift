import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableConcatTests: CoreTestCase {
  func testConcatSubscribesToSecondAfterFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { xs.asObservable().concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func testConcatOfSeveralSourcesRunsThemInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start {
      Observable.concat(xs.asObservable(), ys.asObservable(), zs.asObservable())
    }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
  }

  func testConcatOfEmptyListCompletesImmediately() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testConcatOfEmptySourcesCompletesAfterAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Int.self)])
    let ys = scheduler.createColdObservable([.completed(30, Int.self)])
    let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
  }

  func testConcatErrorStopsBeforeLaterSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.start { xs.asObservable().concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testConcatDisposeUnsubscribesCurrentSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(30, 3), .completed(40)])
    let res = scheduler.start(disposed: 245) { xs.asObservable().concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 245)])
  }

  func testConcatOfManySynchronousSourcesUsesConstantStack() {
    let sources = (0..<20_000).map { syncSequence($0) }
    let count = Locked<Int>(0)
    let completed = Locked<Bool>(false)
    let subscription = Observable.concat(sources).subscribe(
      onNext: { _ in count.add(1) }, onCompleted: { completed.withLock { $0 = true } })
    subscription.dispose()
    XCTAssertEqual(count.value, 20_000)
    XCTAssertTrue(completed.value)
  }

  func testConcatOfObservablesWaitsForEachInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])
    let res = scheduler.start { xs.concat() }
    XCTAssertEqual(res.events, [.next(220, 101), .next(240, 201), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
  }

  func testConcatOfObservablesInnerErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .error(20, testError)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])
    let res = scheduler.start { xs.concat() }
    XCTAssertEqual(res.events, [.next(220, 101), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testConcatOfObservablesEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      [Recorded<Event<TestableObservable<Int>>>]([
        .completed(250)
      ]))
    let res = scheduler.start { xs.concat() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testConcatOfObservablesDisposeUnsubscribesOuterAndCurrentInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(40, 102), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(400)])
    let res = scheduler.start(disposed: 230) { xs.concat() }
    XCTAssertEqual(res.events, [.next(220, 101)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testConcatOfManyQueuedSynchronousInnersUsesConstantStack() {
    let done = expectation(description: "finished on a small stack")
    let result = CombiningTestBox<(count: Int, completed: Bool)>((0, false))
    let thread = Thread {
      let outer = PublishSubject<Observable<Int>>()
      let first = PublishSubject<Int>()
      let subscription = outer.concat().subscribe(
        onNext: { _ in result.mutate { $0.count += 1 } },
        onCompleted: { result.mutate { $0.completed = true } })
      outer.onNext(first.asObservable())
      for value in 0..<20_000 { outer.onNext(syncSequence(value)) }
      outer.onCompleted()
      first.onCompleted()
      subscription.dispose()
      done.fulfill()
    }
    thread.stackSize = 256 * 1024
    thread.start()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(result.value.count, 20_000)
    XCTAssertTrue(result.value.completed)
  }

  func testConcatSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { $0.concat(Observable.of(3)) }
    XCTAssertEqual(recorder.values, [1, 2, 3])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
