import ErrorFlowTesting
import ReactiveCore
import XCTest

// Thin XCTest glue over `EventDiff`: the product only describes differences, the test
// target reports them at the caller's file and line. Copy this file into your own test
// targets; for Swift Testing, call `Issue.record(diff, sourceLocation:)` instead of `XCTFail`.

/// Fails at the caller's line, with a readable diff, unless `actual` equals `expected`.
///
/// - Parameters:
///   - actual: The recorded events (or subscriptions, or values).
///   - expected: What the test expects.
///   - file: The caller's file.
///   - line: The caller's line.
func assertRecorded<Value: Equatable>(
  _ actual: [Value], _ expected: [Value], file: StaticString = #filePath, line: UInt = #line
) {
  if let diff = EventDiff.describe(expected: expected, actual: actual) {
    XCTFail(diff, file: file, line: line)
  }
}

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
