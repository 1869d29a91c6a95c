import ErrorFlowTesting
import ErrorFlowTestingXCTest
import ReactiveCore
import XCTest

private struct TestError: Error, CustomStringConvertible {
  let code: Int
  var description: String { "TestError(\(code))" }
}

final class XCTAssertEqualEventsTests: FailureCapturingTestCase {
  func testEqualRecordingsPass() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    let reported = failures {
      XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
    }
    XCTAssertEqual(reported, [])
  }

  func testADifferentTimeFailsAtTheCallersLineWithADiff() {
    let actual: [Recorded<Event<Int>>] = [.next(210, 4), .completed(300)]
    let line = #line + 1
    let reported = failures { XCTAssertEqual(actual, [.next(220, 4), .completed(300)]) }
    XCTAssertEqual(reported.map(\.line), [line])
    XCTAssertEqual(reported.first?.file.hasSuffix("XCTAssertEqualEventsTests.swift"), true)
    XCTAssertEqual(
      reported.first?.description.contains(
        """
        - [0] next(4) @ 220
        + [0] next(4) @ 210
        """), true, reported.first?.description ?? "")
  }

  func testErrorsAreEqualWhenTheyPrintTheSame() {
    let reported = failures {
      XCTAssertEqual(
        [.next(210, 1), .error(220, TestError(code: 1))] as [Recorded<Event<Int>>],
        [.next(210, 1), .error(220, TestError(code: 1))])
      XCTAssertEqual(
        [.error(TestError(code: 1))] as [Event<Int>], [.error(TestError(code: 2))])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.description.contains("- [0] error(TestError(2))"), true)
  }

  func testPlainEventListsCompareWithoutTimes() {
    let reported = failures {
      XCTAssertEqual([.next(1), .completed] as [Event<Int>], [.next(1), .completed])
      XCTAssertEqual([.next(1)] as [Event<Int>], [.next(1), .completed])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.description.contains("- [1] completed"), true)
  }

  /// RxTest has a separate overload for optional elements; the generic one covers them here.
  func testOptionalElementsCompare() {
    let actual: [Recorded<Event<Int?>>] = [.next(210, nil), .next(220, 1)]
    let reported = failures {
      XCTAssertEqual(actual, [.next(210, nil), .next(220, 1)])
      XCTAssertEqual(actual, [.next(210, 1), .next(220, 1)])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.description.contains("+ [0] next(nil) @ 210"), true)
  }
}
