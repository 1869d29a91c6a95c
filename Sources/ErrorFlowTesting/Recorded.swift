/// A value together with the virtual time it was produced at, as in RxTest.
///
/// Build recorded events with ``Recorded/next(_:_:)``, ``Recorded/error(_:_:_:)`` and
/// ``Recorded/completed(_:_:)``; compare them with `==`. A recorded event prints as
/// `next(3) @ 230`, so a failing `XCTAssertEqual` shows what differed.
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = [.next(210, 4), .completed(300)]
/// XCTAssertEqual(observer.events, expected)
/// ```
public struct Recorded<Value> {
  /// The virtual time the value was produced at.
  public let time: TestTime

  /// The recorded value.
  public let value: Value

  /// Records `value` at `time`.
  ///
  /// ```swift
  /// let recorded = Recorded(time: 230, value: Event<Int>.next(3))
  /// ```
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - value: The value.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Hashable where Value: Hashable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomStringConvertible, CustomDebugStringConvertible {
  /// `value @ time`, for example `next(3) @ 230`.
  ///
  /// ```swift
  /// print(Recorded.next(230, 3))  // next(3) @ 230
  /// ```
  public var description: String { "\(value) @ \(time)" }

  /// The same text as ``description``; arrays of recorded events print with it.
  public var debugDescription: String { description }
}
