import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `asSharedSequence(sharingStrategy:onErrorJustReturn:)`, `(…onErrorDriveWith:)` and
/// `(…onErrorRecover:)`, as RxCocoa's: observe on the strategy's scheduler, replace the
/// error, share with the strategy.
final class ObservableConvertibleTypeSharedSequenceTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func start<Element>(_ build: @escaping () -> Signal<Element>)
    -> TestableObserver<Element>
  {
    SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }
  }

  private func failing() -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
  }

  func testOnErrorJustReturnSendsTheValueAndCompletes() {
    let source = failing()
    let res = start {
      source.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func testOnErrorDriveWithContinuesWithTheFallback() {
    let source = failing()
    let fallback = scheduler.createHotObservable([.next(215, 7), .next(230, 8), .completed(240)])
    let res = start {
      source.asSharedSequence(
        sharingStrategy: SignalSharingStrategy.self,
        onErrorDriveWith: fallback.asSignal(onErrorJustReturn: -1))
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 8), .completed(240)])
    XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
  }

  func testOnErrorRecoverGetsTheError() {
    let source = failing()
    let seen = Locked<[String]>([])
    let res = start {
      source.asSharedSequence(onErrorRecover: { error in
        seen.append("\(error)")
        return Signal.just(9)
      })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 9), .completed(220)])
    XCTAssertEqual(seen.value, ["TestError(1)"])
  }

  func testTheDriverStrategyReplaysTheLatestValue() {
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let late = scheduler.createObserver(Int.self)
    let lateSubscription = SingleAssignmentDisposable()
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<Int> in
        let driver = source.asSharedSequence(
          sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
        self.scheduler.scheduleAt(230) { lateSubscription.setDisposable(driver.drive(late)) }
        self.scheduler.scheduleAt(500) { lateSubscription.dispose() }
        return driver
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(late.events, [.next(230, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }
}
