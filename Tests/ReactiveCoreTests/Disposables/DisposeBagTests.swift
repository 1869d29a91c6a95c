import CoreTestSupport
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

final class DisposeBagTests: CoreTestCase {
  func testDeinitDisposesEverythingInInsertionOrder() {
    let log = FoundationBox<[String]>([])
    var bag: DisposeBag? = DisposeBag()
    let parts = ["a", "b", "c"].map { CountingDisposable($0, log: log) }
    bag?.insert(parts[0])
    bag?.insert(parts[1], parts[2])
    XCTAssertEqual(log.value, [])
    bag = nil
    XCTAssertEqual(log.value, ["a", "b", "c"])
    XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1])
  }

  /// RxSwift 6 (DisposeBag+Builder): the builder, `disposing:` and `insert([Disposable])`.
  func testBuilderArraysAndDisposingInitialisers() {
    let log = Locked<[String]>([])
    func probe(_ name: String) -> Disposable { Disposables.create { log.append(name) } }
    var built: DisposeBag? = DisposeBag {
      probe("a")
      probe("b")
    }
    built?.insert {
      probe("c")
    }
    built?.insert([probe("d"), probe("e")])
    XCTAssertEqual(log.value, [])
    built = nil
    XCTAssertEqual(log.value, ["a", "b", "c", "d", "e"])
    var listed: DisposeBag? = DisposeBag(disposing: probe("f"), probe("g"))
    listed = nil
    var array: DisposeBag? = DisposeBag(disposing: [probe("h")])
    array = nil
    XCTAssertEqual(log.value, ["a", "b", "c", "d", "e", "f", "g", "h"])
    _ = (built, listed, array)
  }

  func testDisposedByAddsToTheBag() {
    let inner = CountingDisposable()
    do {
      let bag = DisposeBag()
      inner.disposed(by: bag)
      XCTAssertEqual(inner.disposeCount, 0)
    }
    XCTAssertEqual(inner.disposeCount, 1)
  }

  func testReplacingTheBagDisposesTheOldSubscriptions() {
    let subject = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    var bag = DisposeBag()
    subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    subject.onNext(1)
    bag = DisposeBag()
    subject.onNext(2)
    XCTAssertEqual(received.value, [1])
    XCTAssertFalse(subject.hasObservers)
    _ = bag
  }

  // The issue asks for this: live subscriptions go back to where they started once a bag
  // holding several operator subscriptions is deallocated.
  func testLiveSubscriptionsReturnToTheStartAfterTheBagIsDeallocated() {
    let start = Diagnostics.liveSubscriptions
    let subject = PublishSubject<Int>()
    let received = Locked<[String]>([])
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      subject.map { $0 * 2 }.subscribe(onNext: { received.append("map \($0)") })
        .disposed(by: bag)
      subject.filter { $0 > 1 }.map { "\($0)" }
        .subscribe(onNext: { received.append("filter \($0)") })
        .disposed(by: bag)
      subject.scan(0, accumulator: +).subscribe(onNext: { received.append("scan \($0)") })
        .disposed(by: bag)
      Observable.merge(subject.asObservable(), Observable.never())
        .subscribe(onNext: { received.append("merge \($0)") })
        .disposed(by: bag)
    }
    XCTAssertGreaterThan(Diagnostics.liveSubscriptions, start + 4)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(
      received.value,
      [
        "map 2", "scan 1", "merge 1", "map 4", "filter 2", "scan 3", "merge 2",
      ])
    bag = nil
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    XCTAssertFalse(subject.hasObservers)
    subject.onNext(3)
    XCTAssertEqual(received.value.count, 7)
  }
}
