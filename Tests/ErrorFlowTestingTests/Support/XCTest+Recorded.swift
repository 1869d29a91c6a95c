import ErrorFlowTesting
import ReactiveCore
import XCTest

// Thin XCTest glue over `EventDiff`: the product only describes differences, the test
// target reports them at the caller's file and line. `assertRecorded` is the article's own
// (Articles/TestingArticleTests+AssertionHelpers.swift); this is its sibling for elements.

/// Fails at the caller's line unless the `next` elements of `stream` are `elements`, like
/// RxTest's `XCTAssertRecordedElements`.
///
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The expected values, in order.
///   - file: The caller's file.
///   - line: The caller's line.
func assertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element],
  file: StaticString = #filePath, line: UInt = #line
) {
  if let diff = EventDiff.describeElements(expected: elements, actual: stream) {
    XCTFail(diff, file: file, line: line)
  }
}
