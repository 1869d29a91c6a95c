import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableShareTests: CoreTestCase {
  /// Subscribes two observers to `shared` at `first` and `second`, and disposes them at the
  /// given times.
  private func run(
    _ scheduler: TestScheduler, _ make: @escaping () -> Observable<Int>,
    subscriptions: [(subscribe: TestTime, dispose: TestTime)]
  ) -> [TestableObserver<Int>] {
    var shared: Observable<Int>?
    var disposables: [Int: Disposable] = [:]
    let observers = subscriptions.map { _ in scheduler.createObserver(Int.self) }
    scheduler.scheduleAt(100) { shared = make() }
    for (index, times) in subscriptions.enumerated() {
      scheduler.scheduleAt(times.subscribe) {
        disposables[index] = shared?.subscribe(observers[index])
      }
      scheduler.scheduleAt(times.dispose) { disposables[index]?.dispose() }
    }
    scheduler.start()
    return observers
  }

  private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
      .completed(400),
    ])
  }

  func testShareSubscribesOnceForConcurrentSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = run(scheduler, { xs.share() }, subscriptions: [(200, 235), (225, 260)])
    XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3)])
    XCTAssertEqual(res[1].events, [.next(230, 3), .next(240, 4), .next(250, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }

  func testShareReplayOneReplaysLatestToLateSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = run(scheduler, { xs.share(replay: 1) }, subscriptions: [(200, 235), (225, 260)])
    XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3)])
    XCTAssertEqual(
      res[1].events, [.next(225, 2), .next(230, 3), .next(240, 4), .next(250, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }

  func testShareReplayTwoReplaysTwoLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = run(scheduler, { xs.share(replay: 2) }, subscriptions: [(200, 300), (235, 245)])
    XCTAssertEqual(res[1].events, [.next(235, 2), .next(235, 3), .next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testShareWhileConnectedStartsAfreshAfterLastSubscriberLeaves() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = run(scheduler, { xs.share(replay: 1) }, subscriptions: [(200, 215), (235, 245)])
    XCTAssertEqual(res[0].events, [.next(210, 1)])
    XCTAssertEqual(res[1].events, [.next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215), Subscription(235, 245)])
  }

  func testShareForeverKeepsBufferAcrossConnections() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = run(
      scheduler, { xs.share(replay: 1, scope: .forever) },
      subscriptions: [(200, 215), (235, 245)])
    XCTAssertEqual(res[0].events, [.next(210, 1)])
    XCTAssertEqual(res[1].events, [.next(235, 1), .next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215), Subscription(235, 245)])
  }

  func testShareWhileConnectedResubscribesAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = run(scheduler, { xs.share(replay: 1) }, subscriptions: [(200, 300), (230, 300)])
    XCTAssertEqual(res[0].events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(res[1].events, [.next(240, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
  }

  func testShareForeverReplaysCompletionWithoutResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = run(
      scheduler, { xs.share(replay: 1, scope: .forever) },
      subscriptions: [(200, 300), (230, 300)])
    XCTAssertEqual(res[0].events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(res[1].events, [.next(230, 1), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testShareOfEmptySourceCompletesEverySubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = run(scheduler, { xs.share() }, subscriptions: [(200, 300), (210, 300)])
    XCTAssertEqual(res[0].events, [.completed(220)])
    XCTAssertEqual(res[1].events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testShareErrorReachesEverySubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let res = run(
      scheduler, { xs.share(replay: 1, scope: .forever) },
      subscriptions: [(200, 300), (215, 300), (230, 300)])
    XCTAssertEqual(res[0].events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(res[1].events, [.next(215, 1), .error(220, testError)])
    XCTAssertEqual(res[2].events, [.next(230, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testShareDisposeOfLastSubscriberDisposesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = run(scheduler, { xs.share() }, subscriptions: [(200, 225), (205, 215)])
    XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(res[1].events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testShareReplaysExactlyTheLatestElementsAfterManyEvents() {
    let source = PublishSubject<Int>()
    for replay in [1, 3, 20, 100] {
      let shared = source.share(replay: replay)
      let keepAlive = shared.subscribe()
      for value in 0..<1_000 { source.onNext(value) }
      let replayed = Locked<[Int]>([])
      shared.subscribe(onNext: { replayed.append($0) }).dispose()
      keepAlive.dispose()
      XCTAssertEqual(replayed.value, Array(1_000 - replay..<1_000), "replay \(replay)")
    }
  }
}
