import Foundation
import ReactiveCore

/// The converter of ``TestScheduler``: virtual time and spans are integer ticks, and one tick
/// is `resolution` seconds, as in RxTest.
///
/// Conversions never trap: a date or span beyond the `Int` range becomes `Int.max` or
/// `Int.min`, and tick arithmetic saturates.
///
/// ```swift
/// let converter = TestSchedulerVirtualTimeConverter(resolution: 0.001)  // 1 tick = 1 ms
/// XCTAssertEqual(converter.convertToVirtualTimeInterval(0.25), 250)
/// ```
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// Virtual time is a tick count.
  public typealias VirtualTimeUnit = Int

  /// Virtual spans are tick counts.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  /// Creates a converter where one tick is `resolution` seconds.
  ///
  /// ```swift
  /// let converter = TestSchedulerVirtualTimeConverter(resolution: 1.0)
  /// ```
  ///
  /// - Parameter resolution: Seconds of real time per tick.
  public init(resolution: Double) {
    self.resolution = resolution
  }

  /// The date `virtualTime` ticks after 1970.
  ///
  /// ```swift
  /// XCTAssertEqual(converter.convertFromVirtualTime(90).timeIntervalSince1970, 90)  // resolution 1
  /// ```
  ///
  /// - Parameter virtualTime: The tick.
  /// - Returns: The date.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  /// The tick nearest to `time` (halves round up, as in RxTest).
  ///
  /// ```swift
  /// XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 90.4)), 90)
  /// ```
  ///
  /// - Parameter time: The date.
  /// - Returns: The tick.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    Self.ticks(time.timeIntervalSince1970 / resolution + 0.5)
  }

  /// The seconds `virtualTimeInterval` ticks stand for.
  ///
  /// ```swift
  /// XCTAssertEqual(converter.convertFromVirtualTimeInterval(20), 20)  // at resolution 1
  /// ```
  ///
  /// - Parameter virtualTimeInterval: The ticks.
  /// - Returns: The seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    TimeInterval(virtualTimeInterval) * resolution
  }

  /// The ticks nearest to `timeInterval` seconds (halves round up, as in RxTest).
  ///
  /// ```swift
  /// XCTAssertEqual(converter.convertToVirtualTimeInterval(20), 20)  // at resolution 1
  /// ```
  ///
  /// - Parameter timeInterval: The seconds.
  /// - Returns: The ticks.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Self.ticks(timeInterval / resolution + 0.5)
  }

  /// `time + offset`, saturating at the ends of the `Int` range.
  ///
  /// ```swift
  /// XCTAssertEqual(converter.offsetVirtualTime(200, offset: 10), 210)
  /// ```
  ///
  /// - Parameters:
  ///   - time: The start tick.
  ///   - offset: The ticks to add.
  /// - Returns: The offset tick.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    guard overflow else { return sum }
    return offset > 0 ? .max : .min
  }

  /// Compares two ticks.
  ///
  /// ```swift
  /// XCTAssertEqual(converter.compareVirtualTime(100, 200), .lessThan)
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: The first tick.
  ///   - rhs: The second tick.
  /// - Returns: Whether `lhs` is before, at or after `rhs`.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
  }

  /// `Int(value)` truncated as RxTest does, clamped to the `Int` range; NaN is 0.
  private static func ticks(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    if value >= Double(Int.max) { return .max }
    if value <= Double(Int.min) { return .min }
    return Int(value)
  }
}
