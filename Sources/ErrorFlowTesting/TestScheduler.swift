import Foundation
import ReactiveCore

/// A virtual-time scheduler for tests, compatible with RxTest's `TestScheduler`: a
/// `VirtualTimeScheduler` whose clock counts integer ticks (``TestTime``).
///
/// Nothing runs until you call `start()` or `advanceTo(_:)`; the scheduler then runs queued
/// work in time order, moving its `clock` to each item's time. Work due at the same time runs
/// first in, first out. Because it is a `SchedulerType`, time-based operators (`debounce`,
/// `delay`, `timeout`, `interval`...) run in virtual time: with the default resolution,
/// `.seconds(20)` is 20 ticks.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// The clock and the run controls are inherited from ReactiveCore's `VirtualTimeScheduler`,
/// where they are documented: `clock`, `now`, `start()`, `advanceTo(_:)`, `sleep(_:)`,
/// `stop()`, `scheduleAbsoluteVirtual(_:time:action:)` and
/// `scheduleRelativeVirtual(_:dueTime:action:)`.
///
/// Drive it from one thread at a time (the test's); it is safe to schedule work on it from
/// other threads, as operators may.
// unchecked Sendable: adds no stored state; VirtualTimeScheduler's is guarded by its `lock`
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>,
  @unchecked Sendable
{
  /// The virtual times ``start(_:)`` uses, as in RxTest.
  ///
  /// ```swift
  /// let res = scheduler.start(disposed: TestScheduler.Defaults.disposed) { xs }
  /// ```
  public enum Defaults {
    /// When the observable under test is created: 100.
    public static let created: TestTime = 100
    /// When it is subscribed to: 200.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

  private let simulateProcessingDelay: Bool

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - initialClock: The starting virtual time.
  ///   - resolution: Seconds of real time per tick; `1.0` makes `.seconds(1)` one tick.
  ///   - simulateProcessingDelay: When `true` (RxTest's default), work scheduled through
  ///     `schedule` or `scheduleRelative` for a time at or before the current clock runs at
  ///     `clock + 1`, as if processing took one tick.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Moves work scheduled for a time at or before the clock to `clock + 1` when processing
  /// delay is simulated, to `clock` otherwise; later times are kept (RxTest's rule).
  ///
  /// ```swift
  /// XCTAssertEqual(scheduler.adjustScheduledTime(scheduler.clock), scheduler.clock + 1)
  /// ```
  ///
  /// - Parameter time: The converted due time.
  /// - Returns: The time to queue the work at.
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    let clock = self.clock
    guard time <= clock else { return time }
    return simulateProcessingDelay && clock < .max ? clock + 1 : clock
  }

  /// Runs `action` at the virtual time `time`, on the thread that runs the scheduler
  /// (`start()` or `advanceTo(_:)`): the test's own.
  ///
  /// ```swift
  /// scheduler.scheduleAt(300) { subject.onNext(3) }
  /// ```
  ///
  /// Unlike the `SchedulerType` actions, `action` need not be `@Sendable`, as in RxTest: the
  /// test schedules it and then runs the scheduler itself, so `action` runs inside that call, on
  /// the test's thread, and may update the test's local state.
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - action: The work.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    // Not Sendable (see above): it runs inside the test's own `start()` or `advanceTo(_:)`, on
    // the thread that scheduled it; see UncheckedSendableBox.
    let action = UncheckedSendableBox(action)
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action.value()
      return Disposables.create()
    }
  }
}
