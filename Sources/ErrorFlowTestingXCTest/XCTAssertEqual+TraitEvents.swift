import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

// RxTest's XCTest+Rx.swift compares the events of `Single`, `Maybe` and `Completable` too.
// Their event types are not `Equatable` (an `Error` is not), so they compare here as
// `Event` does: elements with `==`, errors by their printed description.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of `Single` events are equal, as RxTest's `XCTAssertEqual` for
/// `[SingleEvent<T>]`.
///
/// Successes are equal when their elements are, failures when their errors print the same.
/// On a difference the test fails at the caller's line with a diff (`-` expected, `+` actual).
///
/// ```swift
/// var events: [SingleEvent<Int>] = []
/// _ = Single.just(1).subscribe { events.append($0) }
/// XCTAssertEqual(events, [.success(1)])
/// ```
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events.
///   - file: The caller's file.
///   - line: The caller's line.
public func XCTAssertEqual<T: Equatable>(
  _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(
    lhs.map { ComparedEvent($0) }, rhs.map { ComparedEvent($0) }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of `Maybe` events are equal, as RxTest's `XCTAssertEqual` for
/// `[MaybeEvent<T>]`.
///
/// Successes are equal when their elements are, errors when they print the same, and
/// completions always. On a difference the test fails at the caller's line with a diff.
///
/// ```swift
/// var events: [MaybeEvent<Int>] = []
/// _ = Maybe<Int>.empty().subscribe { events.append($0) }
/// XCTAssertEqual(events, [.completed])
/// ```
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events.
///   - file: The caller's file.
///   - line: The caller's line.
public func XCTAssertEqual<T: Equatable>(
  _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(
    lhs.map { ComparedEvent($0) }, rhs.map { ComparedEvent($0) }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two lists of `Completable` events are equal, as RxTest's `XCTAssertEqual`
/// for `[CompletableEvent]`.
///
/// Errors are equal when they print the same, completions always. On a difference the test
/// fails at the caller's line with a diff.
///
/// ```swift
/// var events: [CompletableEvent] = []
/// _ = Completable.empty().subscribe { events.append($0) }
/// XCTAssertEqual(events, [.completed])
/// ```
///
/// - Parameters:
///   - lhs: The actual events.
///   - rhs: The expected events.
///   - file: The caller's file.
///   - line: The caller's line.
public func XCTAssertEqual(
  _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(
    lhs.map { ComparedEvent($0) }, rhs.map { ComparedEvent($0) }, file: file, line: line)
}
