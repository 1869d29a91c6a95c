import ErrorFlowTesting
import ErrorFlowTestingXCTest
import ReactiveCore
import XCTest

final class XCTAssertRecordedElementsTests: FailureCapturingTestCase {
  func testElementsAreComparedWithoutTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    scheduler.createColdObservable([.next(10, 1), .next(20, 2)]).subscribe(observer)
      .disposed(by: bag)
    scheduler.start()
    let line = #line + 3
    let reported = failures {
      XCTAssertRecordedElements(observer.events, [1, 2])
      XCTAssertRecordedElements(observer.events, [1, 3])
    }
    XCTAssertEqual(reported.map(\.line), [line])
    XCTAssertEqual(reported.first?.description.contains("- [1] 3\n+ [1] 2"), true)
  }

  func testAStopEventFailsAsInRxTest() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
    let reported = failures { XCTAssertRecordedElements(events, [1]) }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(
      reported.first?.description.hasSuffix(
        "A non-next stop event has been emitted: completed @ 220"), true)
  }
}
