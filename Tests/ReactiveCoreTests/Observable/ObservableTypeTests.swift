import CoreTestSupport
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

/// A custom `ObservableType` that does not implement `asObservable()`.
private struct Countdown: ObservableType {
  typealias Element = Int
  let from: Int
  let disposals: FoundationBox<Int>

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Int {
    for value in stride(from: from, to: 0, by: -1) { observer.onNext(value) }
    observer.onCompleted()
    return Disposables.create { disposals.increment() }
  }
}

final class ObservableTypeTests: CoreTestCase {
  func testDefaultAsObservableWrapsACustomConformer() {
    let disposals = FoundationBox(0)
    let observable: Observable<Int> = Countdown(from: 3, disposals: disposals).asObservable()
    let events = Locked<[Event<Int>]>([])
    let subscription = observable.subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(3), .next(2), .next(1), .completed])
    XCTAssertEqual(disposals.value, 1)
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
  }

  func testOperatorsWorkOnACustomConformer() {
    let disposals = FoundationBox(0)
    let events = Locked<[Event<String>]>([])
    let subscription = Countdown(from: 3, disposals: disposals).map { "\($0 * 10)" }
      .subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next("30"), .next("20"), .next("10"), .completed])
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
  }

  func testAsObservableOfAnObservableIsItself() {
    let observable = Observable.just(1)
    XCTAssertTrue(observable.asObservable() === observable)
  }
}
