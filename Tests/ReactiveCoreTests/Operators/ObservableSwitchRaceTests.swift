import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// flatMapLatest's switch racing other threads: a dispose while it subscribes to an inner
/// sequence, and an inner sequence that keeps sending while and after it is replaced. Bounded:
/// every wait has a timeout and every loop a fixed number of rounds.
final class ObservableSwitchRaceTests: CoreTestCase {
  // Contract 4: disposed on this thread while another thread subscribes to the inner sequence:
  // that subscription is ended as soon as it exists, and nothing is delivered.
  func testDisposeWhileAnotherThreadSubscribesTheInnerEndsThatSubscription() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let subscribing = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let received = CombiningTestBox<[Int]>([])
    let subscription = outer.flatMapLatest { _ in
      Observable<Int>.deferred {
        subscribing.signal()
        _ = disposed.wait(timeout: .now() + 10)
        return inner.asObservable()
      }
    }
    .subscribe(onNext: { value in received.mutate { $0.append(value) } })
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      outer.onNext(0)
      group.leave()
    }
    XCTAssertEqual(subscribing.wait(timeout: .now() + 10), .success)
    subscription.dispose()
    disposed.signal()
    XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
    XCTAssertFalse(inner.hasObservers, "the inner subscription made during dispose was kept")
    inner.onNext(1)
    XCTAssertEqual(received.value, [])
  }

  // Contracts 1 and 4: the inner sequence switched away from sends from another thread during
  // the switch and once after it: what of it arrives arrives before the new inner's first
  // value, it is unsubscribed by the switch, and deliveries never overlap.
  func testReplacedInnerSendingFromAnotherThreadArrivesOnlyBeforeTheSwitch() {
    for _ in 0..<200 {
      let outer = PublishSubject<Int>()
      let old = PublishSubject<Int>()
      let new = PublishSubject<Int>()
      let probe = CombiningProbe<Int>()
      let subscription = outer.flatMapLatest { $0 == 0 ? old : new }
        .subscribe(probe.observer {})
      outer.onNext(0)
      let sending = DispatchSemaphore(value: 0)
      let stop = CombiningTestBox(false)
      let group = DispatchGroup()
      group.enter()
      DispatchQueue.global().async {
        sending.signal()
        var value = -1
        while !stop.value && value > -1_000_000 {
          old.onNext(value)
          value -= 1
        }
        old.onNext(Int.min)  // after the switch, for certain
        group.leave()
      }
      XCTAssertEqual(sending.wait(timeout: .now() + 10), .success)
      outer.onNext(1)
      XCTAssertFalse(old.hasObservers, "the replaced inner is still subscribed")
      new.onNext(1)
      stop.mutate { $0 = true }
      XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
      new.onNext(2)
      subscription.dispose()
      probe.assertSerial()
      let values = probe.values
      XCTAssertEqual(values.filter { $0 > 0 }, [1, 2])
      let firstNew = values.firstIndex(of: 1) ?? values.endIndex
      XCTAssertEqual(
        values[firstNew...].filter { $0 < 0 }, [],
        "a replaced inner's value arrived after the switch")
    }
  }
}
