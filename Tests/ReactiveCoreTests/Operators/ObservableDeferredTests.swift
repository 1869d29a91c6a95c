import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableDeferredTests: CoreTestCase {
  func testDeferredCallsTheFactoryPerSubscription() {
    let calls = Locked<Int>(0)
    let deferred = Observable<Int>.deferred {
      let call = calls.withLock { calls in
        calls += 1
        return calls
      }
      return Observable.just(call)
    }
    let received = Locked<[Int]>([])
    deferred.subscribe(onNext: { received.append($0) }).dispose()
    deferred.subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [1, 2])
    XCTAssertEqual(calls.value, 2)
  }

  func testDeferredForwardsTheCreatedSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
    ])
    let res = scheduler.start { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDeferredEmptySequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.deferred { .empty() } }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testDeferredForwardsTheSequenceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
    let res = scheduler.start { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDeferredFactoryThrowingSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.deferred { throw testError } }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testDeferredDisposeUnsubscribesTheCreatedSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 3), .completed(500)])
    let res = scheduler.start(disposed: 300) { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDeferredSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([1, 2]) { source in Observable.deferred { source } }
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
