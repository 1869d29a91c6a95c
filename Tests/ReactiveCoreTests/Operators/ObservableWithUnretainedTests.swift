import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

private final class Owner: Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

final class ObservableWithUnretainedTests: CoreTestCase {
  func testWithUnretainedPairsElementsWithTheObject() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Owner(name: "o")
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name)\($0.1)" } }
    XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testWithUnretainedResultSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Owner(name: "o")
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)-\($1)" } }
    XCTAssertEqual(res.events, [.next(210, "o-1"), .completed(300)])
  }

  func testWithUnretainedCompletesOnceTheObjectIsGone() {
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner(name: "o")
    let events = Locked<[Event<String>]>([])
    let subscription = subject.withUnretained(owner ?? Owner(name: "unused"))
      .map { $0.0.name }
      .subscribe { events.append($0) }
    subject.onNext(1)
    owner = nil
    subject.onNext(2)
    subject.onNext(3)
    subscription.dispose()
    XCTAssertNil(owner)
    XCTAssertEqual(events.value, [.next("o"), .completed])
    XCTAssertFalse(subject.hasObservers)
  }

  func testWithUnretainedEmptyErrorAndDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Owner(name: "o")
    let empty = scheduler.createHotObservable([.completed(250, Int.self)])
    let failing = scheduler.createHotObservable([.error(260, testError, Int.self)])
    let endless = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let emptyResult = scheduler.createObserver(Int.self)
    let errorResult = scheduler.createObserver(Int.self)
    let disposeResult = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(empty.withUnretained(owner).map { $0.1 }.subscribe(emptyResult))
      _ = bag.insert(failing.withUnretained(owner).map { $0.1 }.subscribe(errorResult))
      _ = bag.insert(endless.withUnretained(owner).map { $0.1 }.subscribe(disposeResult))
    }
    scheduler.scheduleAt(300) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(emptyResult.events, [.completed(250)])
    XCTAssertEqual(errorResult.events, [.error(260, testError)])
    XCTAssertEqual(disposeResult.events, [.next(210, 1)])
    XCTAssertEqual(endless.subscriptions, [Subscription(200, 300)])
  }
}
