import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableEnumeratedTests: CoreTestCase {
  func testEnumeratedPairsElementsWithIndices() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
    let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
    XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testEnumeratedEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, String.self)])
    let res = scheduler.start { xs.enumerated().map { $0.index } }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testEnumeratedForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, testError)])
    let res = scheduler.start { xs.enumerated().map { $0.index } }
    XCTAssertEqual(res.events, [.next(210, 0), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testEnumeratedDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(400, "b")])
    let res = scheduler.start(disposed: 300) { xs.enumerated().map { $0.index } }
    XCTAssertEqual(res.events, [.next(210, 0)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testEnumeratedCountsPerSubscription() {
    let source = Observable.of("x", "y").enumerated().map { $0.index }
    let received = Locked<[Int]>([])
    source.subscribe(onNext: { received.append($0) }).dispose()
    source.subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [0, 1, 0, 1])
  }

  func testEnumeratedSendsValuesThroughTheObserversOnNext() {
    let recorder = recordThroughOnNext([5, 6]) {
      $0.enumerated().map { "\($0.index):\($0.element)" }
    }
    XCTAssertEqual(recorder.values, ["0:5", "1:6"])
    XCTAssertEqual(recorder.events, [.completed])
  }
}
