import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ConnectableObservableTests: CoreTestCase {
  private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
  }

  func testPublishSubscribesToSourceOnlyOnConnect() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let connectable = xs.publish()
    let res = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    var connection: Disposable?
    scheduler.scheduleAt(200) { subscription = connectable.subscribe(res) }
    scheduler.scheduleAt(215) { connection = connectable.connect() }
    scheduler.scheduleAt(235) { connection?.dispose() }
    scheduler.scheduleAt(400) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(215, 235)])
  }

  func testConnectTwiceReturnsTheSameConnection() {
    let subject = PublishSubject<Int>()
    let connectable = subject.publish()
    let received = Locked<[Int]>([])
    let subscription = connectable.subscribe(onNext: { received.append($0) })
    let first = connectable.connect()
    let second = connectable.connect()
    subject.onNext(1)
    second.dispose()
    subject.onNext(2)
    first.dispose()
    subscription.dispose()
    XCTAssertEqual(received.value, [1])
  }

  func testPublishForwardsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let connectable = xs.publish()
    let res = scheduler.createObserver(Int.self)
    var connection: Disposable?
    scheduler.scheduleAt(200) { _ = connectable.subscribe(res) }
    scheduler.scheduleAt(235) { connection = connectable.connect() }
    scheduler.start()
    XCTAssertEqual(res.events, [.next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(235, 300)])
    connection?.dispose()
  }

  func testReplayReplaysBufferToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let connectable = xs.replay(2)
    let res = scheduler.createObserver(Int.self)
    var connection: Disposable?
    var subscription: Disposable?
    scheduler.scheduleAt(200) { connection = connectable.connect() }
    scheduler.scheduleAt(235) { subscription = connectable.subscribe(res) }
    scheduler.scheduleAt(400) {
      subscription?.dispose()
      connection?.dispose()
    }
    scheduler.start()
    XCTAssertEqual(
      res.events, [.next(235, 2), .next(235, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMulticastSendsErrorToSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let connectable = xs.multicast(PublishSubject<Int>())
    let res = scheduler.createObserver(Int.self)
    var connection: Disposable?
    scheduler.scheduleAt(200) {
      _ = connectable.subscribe(res)
      connection = connectable.connect()
    }
    scheduler.start()
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    connection?.dispose()
  }

  func testReplayAllReplaysEverything() {
    let source = PublishSubject<Int>()
    let connectable = source.replayAll()
    let connection = connectable.connect()
    for value in 0..<100 { source.onNext(value) }
    let replayed = Locked<[Int]>([])
    connectable.subscribe(onNext: { replayed.append($0) }).dispose()
    connection.dispose()
    XCTAssertEqual(replayed.value, Array(0..<100))
  }
}
