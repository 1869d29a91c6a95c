import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `SharedSequence.zip` of a collection, as RxCocoa's: values paired by index; as in RxSwift's
/// ZipSink, a source completing with nothing queued ends the zip only at the next value of
/// another source (or when all are done).
final class SharedSequenceZipCollectionTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func start<Element>(_ build: @escaping () -> Driver<Element>)
    -> TestableObserver<Element>
  {
    SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }
  }

  private func sources() -> [Driver<Int>] {
    [
      scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        .asDriver(onErrorJustReturn: -1),
      scheduler.createHotObservable([.next(220, 10), .next(235, 30), .next(250, 50)])
        .asDriver(onErrorJustReturn: -1),
    ]
  }

  func testZipWithASelectorCombinesByIndex() {
    let res = start { Driver.zip(self.sources()) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(235, 33), .completed(250)])
  }

  func testZipIntoArrays() {
    let res = start { Driver.zip(self.sources()) }
    XCTAssertEqual(res.events, [.next(220, [1, 10]), .next(235, [3, 30]), .completed(250)])
  }

  func testZipOfAnEmptyCollectionCompletes() {
    let res = start { Driver.zip([Driver<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }
}
