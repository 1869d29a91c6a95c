import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `SharedSequence.concat` of a sequence and of a collection, as RxCocoa's: each source is
/// subscribed when the previous one completed (Observable.concat's times and intervals).
final class SharedSequenceConcatTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func start<Element>(_ build: @escaping () -> Driver<Element>)
    -> TestableObserver<Element>
  {
    SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }
  }

  func testConcatOfACollectionSubscribesEachSourceAfterThePreviousCompleted() {
    let first = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(230),
    ])
    let second = scheduler.createHotObservable([
      .next(225, 9), .next(240, 3), .completed(250),
    ])
    let res = start {
      Driver.concat([
        first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -1),
      ])
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(second.subscriptions, [Subscription(230, 250)])
  }

  func testConcatOfASequenceIsIteratedLazily() {
    let first = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let made = Locked<Int>(0)
    let res = start {
      let sources = (0..<2).lazy.map { index -> Driver<Int> in
        made.add(1)
        return (index == 0 ? first.asObservable() : second.asObservable())
          .asDriver(onErrorJustReturn: -1)
      }
      return Driver.concat(AnySequence(sources))
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    XCTAssertEqual(made.value, 2)
  }

  func testConcatOfAnEmptyCollectionCompletes() {
    let res = start { Driver<Int>.concat([Driver<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testTheResultIsSharedWithTheLatestValueReplayed() {
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let late = scheduler.createObserver(Int.self)
    let lateSubscription = SingleAssignmentDisposable()
    let res = start { () -> Driver<Int> in
      let driver = Driver.concat([source.asDriver(onErrorJustReturn: -1)])
      self.scheduler.scheduleAt(230) { lateSubscription.setDisposable(driver.drive(late)) }
      self.scheduler.scheduleAt(500) { lateSubscription.dispose() }
      return driver
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(late.events, [.next(230, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }
}
