import Foundation

/// How a ``VirtualTimeScheduler`` measures time: the type of its clock, the type of the
/// spans between two clock values, and the conversions to and from real dates and seconds.
///
/// The protocol is RxSwift 6's. ``HistoricalSchedulerTimeConverter`` measures virtual time in
/// dates; ErrorFlowTesting's `TestSchedulerVirtualTimeConverter` in integer ticks.
///
/// ```swift
/// struct MinuteConverter: VirtualTimeConverterType {
///   func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
///     Date(timeIntervalSince1970: Double(virtualTime) * 60)
///   }
///   func convertToVirtualTime(_ time: RxTime) -> Int {
///     Int(exactly: (time.timeIntervalSince1970 / 60).rounded()) ?? .max
///   }
///   func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
///     Double(virtualTimeInterval) * 60
///   }
///   func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
///     Int(exactly: (timeInterval / 60).rounded()) ?? .max
///   }
///   func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
///     time.addingReportingOverflow(offset).partialValue
///   }
///   func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///     lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
///   }
/// }
/// let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MinuteConverter())
/// ```
///
/// The scheduler calls these methods while it holds its lock: keep them pure (they must not
/// call the scheduler).
public protocol VirtualTimeConverterType {
  /// The type of the virtual clock's values.
  associatedtype VirtualTimeUnit

  /// The type of a span between two virtual times.
  associatedtype VirtualTimeIntervalUnit

  /// The real date a virtual time stands for.
  ///
  /// - Parameter virtualTime: The virtual time.
  /// - Returns: The date.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// The virtual time a real date stands for.
  ///
  /// - Parameter time: The date.
  /// - Returns: The virtual time.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// The seconds a virtual span stands for.
  ///
  /// - Parameter virtualTimeInterval: The virtual span.
  /// - Returns: The span in seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval

  /// The virtual span a number of seconds stands for.
  ///
  /// - Parameter timeInterval: The span in seconds.
  /// - Returns: The virtual span.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// The virtual time `offset` after `time`.
  ///
  /// - Parameters:
  ///   - time: The start.
  ///   - offset: The span to add.
  /// - Returns: The later (or, for a negative span, earlier) virtual time.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit

  /// How two virtual times compare; `Date` and other clock types need not be `Comparable`.
  ///
  /// - Parameters:
  ///   - lhs: The first time.
  ///   - rhs: The second time.
  /// - Returns: Whether `lhs` is before, at or after `rhs`.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
}

/// The result of ``VirtualTimeConverterType/compareVirtualTime(_:_:)``.
///
/// ```swift
/// let order: VirtualTimeComparison = 1 < 2 ? .lessThan : .greaterThan
/// ```
public enum VirtualTimeComparison: Sendable {
  /// The first time is earlier.
  case lessThan
  /// The times are the same.
  case equal
  /// The first time is later.
  case greaterThan
}
