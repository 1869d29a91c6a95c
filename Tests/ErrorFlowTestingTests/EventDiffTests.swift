import ErrorFlowTesting
import ReactiveCore
import XCTest

final class EventDiffTests: TestingTestCase {
  func testEqualRecordingsHaveNoDiff() {
    let events: [Recorded<Event<Int>>] = [.next(210, 4), .completed(300)]
    XCTAssertNil(EventDiff.describe(expected: events, actual: events))
    assertRecorded(events, events)
  }

  func testExtraEventIsShownBetweenUnchangedOnes() {
    let diff = EventDiff.describe(
      expected: [.next(210, 4), .completed(300)] as [Recorded<Event<Int>>],
      actual: [.next(210, 4), .next(220, 6), .completed(300)])
    XCTAssertEqual(
      diff,
      """
      2 expected, 3 actual; first difference at index 1:
        [0] next(4) @ 210
      + [1] next(6) @ 220
        [2] completed @ 300
      """)
  }

  func testDifferentEventsAreListedAsExpectedAndActual() {
    let diff = EventDiff.describe(
      expected: [.next(210, 4), .completed(300)] as [Recorded<Event<Int>>],
      actual: [.next(210, 4), .error(250, TestError(1))])
    XCTAssertEqual(
      diff,
      """
      2 expected, 2 actual; first difference at index 1:
        [0] next(4) @ 210
      - [1] completed @ 300
      + [1] error(TestError(1)) @ 250
      """)
  }

  func testSubscriptionsDiff() {
    let diff = EventDiff.describe(expected: [Subscription(200, 300)], actual: [Subscription(200)])
    XCTAssertEqual(
      diff,
      """
      1 expected, 1 actual; first difference at index 0:
      - [0] (200 : 300)
      + [0] (200 : Infinity)
      """)
  }

  func testElementsDiffIgnoresTimesAndTerminalEvents() {
    let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(220, "b"), .completed(230)]
    XCTAssertNil(EventDiff.describeElements(expected: ["a", "b"], actual: events))
    assertRecordedElements(events, ["a", "b"])
    XCTAssertEqual(
      EventDiff.describeElements(expected: ["a"], actual: events),
      """
      1 expected, 2 actual; first difference at index 1:
        [0] "a"
      + [1] "b"
      """)
  }

}
