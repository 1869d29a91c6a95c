import ReactiveCore

/// Events compare equal when they are the same case with equal payloads, as in RxTest.
///
/// Two `error` events are equal when their errors print the same (`"\(e1)" == "\(e2)"`), the
/// rule RxTest applies on Linux; this lets `XCTAssertEqual` compare recorded failures without
/// requiring the error types to be `Equatable`.
///
/// ```swift
/// XCTAssertEqual(Event<Int>.next(1), .next(1))
/// XCTAssertEqual(Event<Int>.error(TestError(1)), .error(TestError(1)))
/// ```
extension Event: Equatable where Element: Equatable {
  /// Whether `lhs` and `rhs` are the same event.
  ///
  /// - Parameters:
  ///   - lhs: An event.
  ///   - rhs: Another event.
  /// - Returns: `true` for two `completed`, two `next` with equal values, or two `error` whose
  ///   errors have the same description.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): return true
    case (.next(let left), .next(let right)): return left == right
    case (.error(let left), .error(let right)): return "\(left)" == "\(right)"
    default: return false
    }
  }
}
