import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableSampleTests: CoreTestCase {
  func testSampleSendsLatestNewElementAtEachSample() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
      .completed(350),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, "a"), .next(210, "b"), .next(250, "c"), .next(260, "d"), .next(320, "e"),
      .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func testSampleCompletesAtFirstSampleAfterSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(230)])
    let ys = scheduler.createHotObservable([.next(240, "a"), .next(250, "b"), .completed(300)])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(240, 2), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testSampleSamplerCompletionTakesASample() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.completed(230, String.self)])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(230, 2)])
  }

  func testSampleWithDefaultValueSendsItWhenNothingNew() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b"), .completed(500)])
    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
    XCTAssertEqual(res.events, [.next(230, 2), .next(240, 0), .next(500, 0), .completed(500)])
  }

  /// RxSwift 6 (Sample.swift): a tick before the source's first element sends the default.
  func testSampleWithDefaultValueSendsItBeforeTheFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 2), .completed(400)])
    let ys = scheduler.createHotObservable([
      .next(210, "a"), .next(260, "b"), .next(270, "c"), .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
    XCTAssertEqual(
      res.events, [.next(210, 0), .next(260, 2), .next(270, 0), .next(500, 0), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func testSampleOfEmptySourceCompletesAtNextSample() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210, Int.self)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(500)])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.completed(230)])
  }

  func testSampleErrorOfEitherSequenceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.error(230, testError, String.self)])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    let other = TestScheduler(initialClock: 0)
    let source = other.createHotObservable([.error(250, testError, Int.self)])
    let sampler = other.createHotObservable([Recorded<Event<String>>]())
    let failing = other.start { source.sample(sampler) }
    XCTAssertEqual(failing.events, [.error(250, testError)])
    XCTAssertEqual(sampler.subscriptions, [Subscription(200, 250)])
  }

  func testSampleDisposeUnsubscribesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .next(260, "b"), .completed(500)])
    let res = scheduler.start(disposed: 250) { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(230, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }
}
