import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// RxCocoa's full `do` parameter list on shared sequences, and
/// `distinctUntilChanged(_:comparer:)`.
final class SharedSequenceDoTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  func testEveryHandlerRunsAtItsEventInRxCocoasOrder() {
    let scheduler = self.scheduler
    let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let log = Locked<[String]>([])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<Int> in
        let driver = source.asDriver(onErrorJustReturn: -1)
          .do(
            onNext: { log.append("onNext \($0) @ \(scheduler.clock)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted @ \(scheduler.clock)") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe @ \(scheduler.clock)") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose @ \(scheduler.clock)") })
        return driver.map {
          log.append("delivered \($0)")
          return $0
        }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(
      log.value,
      [
        "onSubscribe @ 200", "onSubscribed", "onNext 1 @ 210", "delivered 1", "afterNext 1",
        // As in RxSwift: the downstream disposes its chain when it receives the completion,
        // which runs onDispose (DoProducer's subscription) before afterCompleted.
        "onCompleted @ 220", "onDispose @ 220", "afterCompleted",
      ])
  }

  func testAfterCompletedAndOnSubscribedAloneCompile() {
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let log = Locked<[String]>([])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        source.asDriver(onErrorJustReturn: -1)
          .do(afterCompleted: { log.append("afterCompleted") }, onSubscribed: { log.append("on") })
      }
    }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(log.value, ["on", "afterCompleted"])
  }

  func testDistinctUntilChangedByKeyWithAComparer() {
    let source = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "bc"),
    ])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        source.asDriver(onErrorJustReturn: "")
          .distinctUntilChanged({ $0.lowercased() }, comparer: { $0.first == $1.first })
      }
    }
    XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b")])
  }
}
