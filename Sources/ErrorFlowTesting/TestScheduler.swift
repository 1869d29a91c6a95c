import Foundation
import ReactiveCore

/// A virtual-time scheduler for tests, compatible with RxTest's `TestScheduler`.
///
/// Time is an integer tick count (``TestTime``). Nothing runs until you call ``start()`` or
/// ``advanceTo(_:)``; the scheduler then runs queued work in time order, moving its ``clock``
/// to each item's time. Work due at the same time runs first in, first out. Because it is a
/// `SchedulerType`, time-based operators (`debounce`, `delay`, `timeout`, `interval`...) run in
/// virtual time: with the default resolution, `.seconds(20)` is 20 ticks.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// Drive it from one thread at a time (the test's); it is safe to schedule work on it from
/// other threads, as operators may.
public final class TestScheduler: SchedulerType, CustomDebugStringConvertible,
  @unchecked Sendable
{
  /// The virtual times ``start(_:)`` uses, as in RxTest.
  ///
  /// ```swift
  /// scheduler.start(disposed: TestScheduler.Defaults.disposed) { xs }
  /// ```
  public enum Defaults {
    /// When the observable under test is created: 100.
    public static let created: TestTime = 100
    /// When it is subscribed to: 200.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

  private let lock = Lock()
  private var currentClock: TestTime
  private var running = false
  private var queue = ScheduledQueue()
  private var nextID = 0
  private let resolution: Double
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
    currentClock = initialClock
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// The current virtual time.
  ///
  /// ```swift
  /// scheduler.scheduleAt(300) { XCTAssertEqual(scheduler.clock, 300) }
  /// ```
  public var clock: TestTime { lock.withLock { currentClock } }

  /// The current virtual time as a date: `clock * resolution` seconds after 1970.
  ///
  /// ```swift
  /// TestScheduler(initialClock: 90).now.timeIntervalSince1970  // 90.0
  /// ```
  public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

  /// The clock and the due times of the work still queued, in the order it will run.
  ///
  /// ```swift
  /// print(scheduler)  // TestScheduler(clock: 0, pending: [150, 210, 300])
  /// ```
  public var debugDescription: String {
    let times = lock.withLock { queue.pendingTimes }
    return "TestScheduler(clock: \(clock), pending: \(times))"
  }

  // MARK: - SchedulerType

  /// Schedules `action` to run as soon as possible: at `clock + 1` when processing delay is
  /// simulated, otherwise at the current time after the work already due.
  ///
  /// ```swift
  /// _ = scheduler.schedule(()) { _ in print("ran"); return Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Schedules `action` after `dueTime`, converted to ticks with the resolution.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay; `.never` never runs.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    guard let seconds = dueTime.testSchedulerSeconds else { return Disposables.create() }
    let time = lock.withLock { () -> TestTime in
      let absolute = Double(currentClock) * resolution + seconds
      let virtual = TestTime(absolute / resolution + 0.5)
      if virtual <= currentClock { return currentClock + (simulateProcessingDelay ? 1 : 0) }
      return virtual
    }
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  // MARK: - Virtual time

  /// Schedules `action` at the absolute virtual time `time`, without adjustment.
  ///
  /// ```swift
  /// _ = scheduler.scheduleAbsoluteVirtual((), time: 300) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - time: The virtual time to run at; a past time runs next.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    lock.withLock {
      let item = ScheduledItem(time: time, id: nextID) { action(state) }
      nextID += 1
      queue.insert(item)
      return item
    }
  }

  /// Schedules `action` `dueTime` ticks after the current clock, without adjustment.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay in ticks.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
  }

  /// Runs `action` at the virtual time `time`.
  ///
  /// ```swift
  /// scheduler.scheduleAt(300) { subject.onNext(3) }
  /// ```
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - action: The work.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Runs all queued work, including work it schedules, until the queue is empty or
  /// ``stop()`` is called. Does nothing if the scheduler is already running.
  ///
  /// ```swift
  /// scheduler.scheduleAt(300) { subject.onNext(3) }
  /// scheduler.start()
  /// ```
  public func start() {
    guard beginRun() else { return }
    while let item = nextItem(until: nil) {
      item.invoke()
    }
    lock.withLock { running = false }
  }

  /// Runs the work due at or before `virtualTime`, then sets the clock to `virtualTime`.
  ///
  /// Called while the scheduler is running (from inside scheduled work), it does nothing.
  ///
  /// ```swift
  /// scheduler.advanceTo(250)
  /// XCTAssertEqual(observer.events, [.next(210, 2)])
  /// ```
  ///
  /// - Parameter virtualTime: The time to advance to.
  public func advanceTo(_ virtualTime: TestTime) {
    guard beginRun() else { return }
    while let item = nextItem(until: virtualTime) {
      item.invoke()
    }
    lock.withLock {
      currentClock = virtualTime
      running = false
    }
  }

  /// Moves the clock forward by `virtualInterval` ticks without running any work.
  ///
  /// ```swift
  /// scheduler.sleep(10)
  /// ```
  ///
  /// - Parameter virtualInterval: The ticks to skip; a negative value does nothing.
  public func sleep(_ virtualInterval: TestTime) {
    guard virtualInterval > 0 else { return }
    lock.withLock { currentClock += virtualInterval }
  }

  /// Stops ``start()`` or ``advanceTo(_:)`` after the work that is running now.
  ///
  /// ```swift
  /// scheduler.scheduleAt(500) { scheduler.stop() }
  /// ```
  public func stop() {
    lock.withLock { running = false }
  }

  private func beginRun() -> Bool {
    lock.withLock {
      if running { return false }
      running = true
      return true
    }
  }

  /// Removes the next live item due at or before `limit` and moves the clock to it; `nil`
  /// when stopped or nothing is due. Cancelled items are released outside the lock.
  private func nextItem(until limit: TestTime?) -> ScheduledItem? {
    while true {
      lock.lock()
      guard running, let first = queue.first else {
        lock.unlock()
        return nil
      }
      if let limit, first.time > limit {
        lock.unlock()
        return nil
      }
      let item = queue.removeFirst()
      if first.isDisposed {
        lock.unlock()
        withExtendedLifetime(item) {}
        continue
      }
      if first.time > currentClock { currentClock = first.time }
      lock.unlock()
      return item
    }
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `nil` for `.never`.
  fileprivate var testSchedulerSeconds: Double? {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return nil
    @unknown default: return nil
    }
  }
}
