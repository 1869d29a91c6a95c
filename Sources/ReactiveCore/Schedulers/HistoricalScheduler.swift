import Foundation

/// A ``VirtualTimeScheduler`` whose clock is a `Date` and whose spans are seconds, as in
/// RxSwift 6: replay recorded, timestamped data through time-based operators without waiting.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///   print(scheduler.now)  // 1970-01-01 00:00:10 +0000
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// Work scheduled for now runs at the current clock (no processing delay). Drive it from one
/// thread at a time; see ``VirtualTimeScheduler``.
// unchecked Sendable: adds no stored state (see VirtualTimeScheduler, whose state is guarded by its
// `lock`)
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
  @unchecked Sendable
{
  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// ```swift
  /// let scheduler = HistoricalScheduler()  // starts at 1970-01-01 00:00:00 UTC
  /// ```
  ///
  /// - Parameter initialClock: The starting date; the Unix epoch by default, as in RxSwift.
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}
