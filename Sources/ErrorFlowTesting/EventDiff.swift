import ReactiveCore

/// Readable differences between expected and actual recordings, for assertion helpers.
///
/// The product stays free of test frameworks: these functions only compare and describe.
/// A thin helper in your test target reports the text at the caller's line, with `XCTFail`
/// or Swift Testing's `Issue.record`:
///
/// ```swift
/// func assertEvents<T: Equatable>(
///   _ actual: [Recorded<Event<T>>], _ expected: [Recorded<Event<T>>],
///   file: StaticString = #filePath, line: UInt = #line
/// ) {
///   if let diff = EventDiff.describe(expected: expected, actual: actual) {
///     XCTFail(diff, file: file, line: line)
///   }
/// }
/// ```
public enum EventDiff {
  /// Describes how `actual` differs from `expected`, or returns `nil` when they are equal.
  ///
  /// Works for recorded events, subscriptions, or any equatable values. Entries before the
  /// first difference and after the last are shown unchanged; the entries in between are
  /// listed as expected (`-`) and actual (`+`).
  ///
  /// ```swift
  /// let diff = EventDiff.describe(
  ///   expected: [.next(210, 4), .completed(300)] as [Recorded<Event<Int>>],
  ///   actual: [.next(210, 4), .next(220, 6), .completed(300)])
  /// // 2 expected, 3 actual; first difference at index 1:
  /// //   [0] next(4) @ 210
  /// // + [1] next(6) @ 220
  /// //   [2] completed @ 300
  /// ```
  ///
  /// - Parameters:
  ///   - expected: What the test expects.
  ///   - actual: What was recorded.
  /// - Returns: A multi-line description of the differences, or `nil` if there are none.
  public static func describe<Value: Equatable>(expected: [Value], actual: [Value]) -> String? {
    if expected == actual { return nil }
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    var lines = [
      "\(expected.count) expected, \(actual.count) actual; first difference at index \(prefix):"
    ]
    for index in 0..<prefix {
      lines.append("  [\(index)] \(text(expected[index]))")
    }
    for index in prefix..<(expected.count - suffix) {
      lines.append("- [\(index)] \(text(expected[index]))")
    }
    for index in prefix..<(actual.count - suffix) {
      lines.append("+ [\(index)] \(text(actual[index]))")
    }
    for index in (actual.count - suffix)..<actual.count {
      lines.append("  [\(index)] \(text(actual[index]))")
    }
    return lines.joined(separator: "\n")
  }

  /// Describes how the elements of `actual`'s `next` events differ from `elements`, or
  /// returns `nil` when they are equal; times and terminal events are ignored, like RxTest's
  /// `XCTAssertRecordedElements`.
  ///
  /// ```swift
  /// let diff = EventDiff.describeElements(expected: [2, 4], actual: observer.events)
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The values the test expects, in order.
  ///   - actual: What was recorded.
  /// - Returns: A multi-line description of the differences, or `nil` if there are none.
  public static func describeElements<Element: Equatable>(
    expected: [Element], actual: [Recorded<Event<Element>>]
  ) -> String? {
    describe(expected: expected, actual: actual.compactMap { $0.value.element })
  }

  private static func text<Value>(_ value: Value) -> String {
    String(reflecting: value)
  }
}
