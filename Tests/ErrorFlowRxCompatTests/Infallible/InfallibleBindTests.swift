import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

/// RxSwift's Infallible+Bind.swift: `bind(to:)` taking a binder function, plain and curried,
/// and RxCocoa's `Infallible.asDriver()`.
final class InfallibleBindTests: CoreTestCase {
  func testBindToAFunctionReturnsWhatItReturns() {
    let values = FoundationBox<[Int]>([])
    let source = Infallible.from([1, 2])
    let subscription = source.bind(to: { (infallible: Infallible<Int>) -> Disposable in
      infallible.subscribe(onNext: { values.append($0) })
    })
    subscription.dispose()
    XCTAssertEqual(values.value, [1, 2])
  }

  func testBindToACurriedFunctionPassesTheArgument() {
    let values = FoundationBox<[String]>([])
    func show(_ names: Infallible<String>) -> (String) -> Disposable {
      { prefix in names.subscribe(onNext: { values.append(prefix + $0) }) }
    }
    let subscription = Infallible.just("Ada").bind(to: show, curriedArgument: "name: ")
    subscription.dispose()
    XCTAssertEqual(values.value, ["name: Ada"])
  }

  func testAsDriverDeliversOnTheDriversSchedulerAndReplaysTheLatest() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let values = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let infallible = values.asInfallible(onErrorJustReturn: 0)
    let late = scheduler.createObserver(Int.self)
    let lateSubscription = SingleAssignmentDisposable()
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<Int> in
        let driver = infallible.asDriver()
        scheduler.scheduleAt(225) { lateSubscription.setDisposable(driver.drive(late)) }
        scheduler.scheduleAt(500) { lateSubscription.dispose() }
        return driver
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(late.events, [.next(225, 2), .completed(230)])
  }
}
