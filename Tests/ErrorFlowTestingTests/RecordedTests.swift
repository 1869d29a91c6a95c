import ErrorFlowTesting
import ReactiveCore
import XCTest

final class RecordedTests: TestingTestCase {
  func testDescriptionsShowValueAndTime() {
    XCTAssertEqual(Recorded.next(230, 3).description, "next(3) @ 230")
    XCTAssertEqual(Recorded.completed(300, Int.self).description, "completed @ 300")
    XCTAssertEqual(
      Recorded.error(250, TestError(1), Int.self).description, "error(TestError(1)) @ 250")
    let events: [Recorded<Event<Int>>] = [.next(210, 4), .completed(300)]
    XCTAssertEqual("\(events)", "[next(4) @ 210, completed @ 300]")
  }

  func testEqualityNeedsSameTimeAndSameEvent() {
    XCTAssertEqual(Recorded.next(210, 1), Recorded.next(210, 1))
    XCTAssertNotEqual(Recorded.next(210, 1), Recorded.next(211, 1))
    XCTAssertNotEqual(Recorded.next(210, 1), Recorded.next(210, 2))
    XCTAssertNotEqual(Recorded.next(210, 1), Recorded.completed(210))
    XCTAssertEqual(Recorded(time: 5, value: "x"), Recorded(time: 5, value: "x"))
  }

  func testEventsCompareErrorsByDescription() {
    XCTAssertEqual(Event<Int>.error(TestError(1)), .error(TestError(1)))
    XCTAssertNotEqual(Event<Int>.error(TestError(1)), .error(TestError(2)))
    XCTAssertEqual(Event<Int>.error(RxError.timeout), .error(RxError.timeout))
    XCTAssertNotEqual(Event<Int>.error(TestError(1)), .completed)
    XCTAssertNotEqual(Event<Int>.next(1), .completed)
    XCTAssertEqual(Event<Int>.completed, .completed)
  }

  func testSubscriptionDescriptionsAndEquality() {
    XCTAssertEqual(Subscription(200, 300).description, "(200 : 300)")
    XCTAssertEqual(Subscription(200).description, "(200 : Infinity)")
    XCTAssertEqual("\([Subscription(200, 300)])", "[(200 : 300)]")
    XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
    XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 301))
    XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2)]).count, 1)
  }
}
