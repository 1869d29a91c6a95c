import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `SharedSequence.merge` of a collection, and `merge()` / `merge(maxConcurrent:)` of a shared
/// sequence of shared sequences, as RxCocoa's.
final class SharedSequenceMergeTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func start<Element>(_ build: @escaping () -> Signal<Element>)
    -> TestableObserver<Element>
  {
    SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }
  }

  func testMergeOfACollectionInterleavesTheSources() {
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = start {
      let sources = [
        first.asSignal(onErrorJustReturn: -1), second.asSignal(onErrorJustReturn: -1),
      ]
      return Signal.merge(sources[...])
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 250)])
  }

  func testMergeFlattensInnerSequencesAsTheyArrive() {
    let inner1 = scheduler.createHotObservable([.next(215, 1), .next(235, 3), .completed(260)])
    let inner2 = scheduler.createHotObservable([.next(225, 2), .next(240, 4), .completed(250)])
    let res = start { () -> Signal<Int> in
      let outer = self.scheduler.createHotObservable([
        .next(210, inner1.asSignal(onErrorJustReturn: -1)),
        .next(220, inner2.asSignal(onErrorJustReturn: -1)),
        .completed(230),
      ])
      return outer.asSignal(onErrorJustReturn: .empty()).merge()
    }
    XCTAssertEqual(
      res.events, [.next(215, 1), .next(225, 2), .next(235, 3), .next(240, 4), .completed(260)])
    XCTAssertEqual(inner1.subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(inner2.subscriptions, [Subscription(220, 250)])
  }

  func testMergeMaxConcurrentQueuesTheOthers() {
    let inner1 = scheduler.createHotObservable([.next(215, 1), .next(235, 3), .completed(240)])
    let inner2 = scheduler.createHotObservable([.next(225, 2), .next(245, 4), .completed(250)])
    let res = start { () -> Signal<Int> in
      let outer = self.scheduler.createHotObservable([
        .next(210, inner1.asSignal(onErrorJustReturn: -1)),
        .next(220, inner2.asSignal(onErrorJustReturn: -1)),
        .completed(230),
      ])
      return outer.asSignal(onErrorJustReturn: .empty()).merge(maxConcurrent: 1)
    }
    XCTAssertEqual(res.events, [.next(215, 1), .next(235, 3), .next(245, 4), .completed(250)])
    XCTAssertEqual(inner1.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(inner2.subscriptions, [Subscription(240, 250)])
  }
}
