import Foundation

/// The converter of ``HistoricalScheduler``: virtual time is measured in dates and spans in
/// seconds, so every conversion returns its argument, as in RxSwift 6.
///
/// ```swift
/// let converter = HistoricalSchedulerTimeConverter()
/// converter.offsetVirtualTime(Date(timeIntervalSince1970: 10), offset: 5)  // 1970-01-01 00:00:15
/// ```
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// Virtual time is a date.
  public typealias VirtualTimeUnit = RxTime

  /// Virtual spans are seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  ///
  /// ```swift
  /// let converter = HistoricalSchedulerTimeConverter()
  /// ```
  public init() {}

  /// Returns `virtualTime`: historical time is real time, decoupled from the machine's clock.
  ///
  /// ```swift
  /// converter.convertFromVirtualTime(Date(timeIntervalSince1970: 10))  // the same date
  /// ```
  ///
  /// - Parameter virtualTime: The virtual time.
  /// - Returns: The same date.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

  /// Returns `time`.
  ///
  /// ```swift
  /// converter.convertToVirtualTime(Date(timeIntervalSince1970: 10))  // the same date
  /// ```
  ///
  /// - Parameter time: The date.
  /// - Returns: The same date.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

  /// Returns `virtualTimeInterval`.
  ///
  /// ```swift
  /// converter.convertFromVirtualTimeInterval(5)  // 5.0
  /// ```
  ///
  /// - Parameter virtualTimeInterval: The span in seconds.
  /// - Returns: The same span.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval)
    -> TimeInterval
  { virtualTimeInterval }

  /// Returns `timeInterval`.
  ///
  /// ```swift
  /// converter.convertToVirtualTimeInterval(5)  // 5.0
  /// ```
  ///
  /// - Parameter timeInterval: The span in seconds.
  /// - Returns: The same span.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
    timeInterval
  }

  /// The date `offset` seconds after `time`.
  ///
  /// ```swift
  /// converter.offsetVirtualTime(Date(timeIntervalSince1970: 10), offset: 5)  // 15 s after 1970
  /// ```
  ///
  /// - Parameters:
  ///   - time: The start.
  ///   - offset: The seconds to add.
  /// - Returns: The offset date.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }

  /// Compares two dates.
  ///
  /// ```swift
  /// converter.compareVirtualTime(.distantPast, .distantFuture)  // .lessThan
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: The first date.
  ///   - rhs: The second date.
  /// - Returns: Whether `lhs` is before, at or after `rhs`.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
  }
}
