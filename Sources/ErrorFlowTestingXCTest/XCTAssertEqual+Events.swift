import ErrorFlowTesting
import ReactiveCore
import XCTest

// RxTest's XCTest+Rx.swift has these overloads, with the same parameters; they fail with
// ``EventDiff``'s readable diff where RxTest prints its differences to standard output.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of events are equal, as RxTest's `XCTAssertEqual` for `[Event<T>]`.
///
/// `next` events are equal when their elements are, `error` events when their errors print
/// the same, and `completed` events always. On a difference the test fails at the caller's
/// line with a diff of the two lists (`-` expected, `+` actual).
///
/// ```swift
/// XCTAssertEqual(observer.events.map(\.value), [.next(1), .next(2), .completed])
/// ```
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events.
///   - file: The caller's file.
///   - line: The caller's line.
public func XCTAssertEqual<T: Equatable>(
  _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
) {
  assertEqualLists(lhs, rhs, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two recordings are equal: same virtual times and equal events, as RxTest's
/// `XCTAssertEqual` for `[Recorded<Event<T>>]`.
///
/// Events compare as in the `[Event<T>]` overload. On a difference
/// the test fails at the caller's line with a diff of the two recordings (`-` expected, `+`
/// actual).
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
/// ```
///
/// - Parameters:
///   - lhs: The actual recording.
///   - rhs: The expected recording.
///   - file: The caller's file.
///   - line: The caller's line.
public func XCTAssertEqual<T: Equatable>(
  _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Fails at `file` and `line` with ``EventDiff``'s description unless the lists are equal.
func assertEqualLists<Value: Equatable>(
  _ actual: [Value], _ expected: [Value], file: StaticString, line: UInt
) {
  if let diff = EventDiff.describe(expected: expected, actual: actual) {
    XCTFail(diff, file: file, line: line)
  }
}
