import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's ObservableGroupByTest: one group per new key, in order; the
/// source's end ends every group; the source stays subscribed while a group is.
final class ObservableGroupByTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0)

  func testGroupsByKeyInFirstAppearanceOrder() {
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
      .completed(260),
    ])
    let keys = scheduler.start { xs.groupBy { $0 % 2 == 0 ? "even" : "odd" }.map { $0.key } }
    XCTAssertEqual(keys.events, [.next(210, "odd"), .next(220, "even"), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }

  func testEachGroupReceivesItsElementsAndTheCompletion() {
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260),
    ])
    let res = scheduler.start {
      xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
    }
    XCTAssertEqual(
      res.events,
      [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3"), .next(240, "0:4"), .completed(260)]
    )
  }

  func testErrorsEndEveryGroupAndAThrowingKeySelectorFails() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let res = scheduler.start { xs.groupBy { $0 }.flatMap { $0 } }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
    let other = TestScheduler(initialClock: 0)
    let ys = other.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let failing = other.start {
      ys.groupBy { value -> Int in
        if value == 2 { throw testError }
        return value
      }.flatMap { $0 }
    }
    XCTAssertEqual(failing.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  /// RxSwift: disposing the outer subscription keeps the source while a group is subscribed.
  func testASubscribedGroupKeepsTheSourceAfterTheOuterDispose() {
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let groupValues = Locked<[Int]>([])
    let groupSubscription = Locked<Disposable?>(nil)
    let outer = scheduler.createObserver(Int.self)
    var outerSubscription: Disposable?
    scheduler.scheduleAt(200) {
      outerSubscription = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
        outer.onNext(group.key)
        if group.key == 1 {
          let subscription = group.subscribe(onNext: { groupValues.append($0) })
          groupSubscription.withLock { $0 = subscription }
        }
      })
    }
    scheduler.scheduleAt(215) { outerSubscription?.dispose() }
    scheduler.scheduleAt(250) { groupSubscription.value?.dispose() }
    scheduler.start()
    XCTAssertEqual(outer.events, [.next(210, 1)])
    XCTAssertEqual(groupValues.value, [1, 3])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
