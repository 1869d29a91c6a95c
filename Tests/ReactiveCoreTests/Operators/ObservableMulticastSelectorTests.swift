import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's ObservableMulticastTest (testMulticast_Cold_*).
final class ObservableMulticastSelectorTests: CoreTestCase {
  func testSharesOneSubscriptionInsideTheSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5),
      .next(330, 6), .next(340, 7), .completed(390),
    ])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }) { ys in ys }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
        .completed(390),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
  }

  func testZipOfTheSharedSequenceWithItself() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 3), .next(240, 4), .next(270, 5), .error(390, testError),
    ])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }) { ys in Observable.zip(ys, ys) { $0 + $1 } }
    }
    XCTAssertEqual(
      res.events, [.next(210, 6), .next(240, 8), .next(270, 10), .error(390, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
  }

  func testDisposeDisconnectsAndThrowingSelectorsFail() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 3), .next(240, 4), .completed(390)])
    let res = scheduler.start(disposed: 230) {
      xs.multicast({ PublishSubject<Int>() }) { $0 }
    }
    XCTAssertEqual(res.events, [.next(210, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    let failing = TestScheduler(initialClock: 0).start {
      xs.multicast({ PublishSubject<Int>() }) { (_: Observable<Int>) -> Observable<Int> in
        throw testError
      }
    }
    XCTAssertEqual(failing.events, [.error(200, testError)])
  }
}
