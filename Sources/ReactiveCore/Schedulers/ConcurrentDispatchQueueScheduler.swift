import Foundation

/// Runs work on a concurrent Dispatch queue: actions may run at the same time.
///
/// Good for `subscribe(on:)` and independent background work; operators still deliver each
/// subscription's events serially.
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// expensiveWork
///   .subscribe(on: background)
///   .observe(on: MainScheduler.instance)
///   .subscribe(onNext: { print($0) })
///   .disposed(by: disposeBag)
/// ```
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
  let configuration: DispatchQueueConfiguration

  /// The current time: the wall clock.
  ///
  /// ```swift
  /// let started = scheduler.now
  /// ```
  public var now: RxTime { Date() }

  /// Creates a scheduler on `queue`.
  ///
  /// ```swift
  /// let scheduler = ConcurrentDispatchQueueScheduler(queue: .global())
  /// ```
  ///
  /// - Parameters:
  ///   - queue: The queue that runs the work.
  ///   - leeway: How late timers may fire, letting the system save power.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Creates a scheduler on a new concurrent queue of quality of service `qos`.
  ///
  /// ```swift
  /// let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  /// ```
  ///
  /// - Parameters:
  ///   - qos: The quality of service of the work.
  ///   - leeway: How late timers may fire, letting the system save power.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    let queue = DispatchQueue(
      label: "rxswift.queue.\(qos.qosClass)", qos: qos, attributes: .concurrent)
    self.init(queue: queue, leeway: leeway)
  }

  /// Schedules `action` to run on the queue.
  ///
  /// ```swift
  /// scheduler.schedule(()) { _ in print("background"); return Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    configuration.schedule(state, action: action)
  }

  /// Schedules `action` to run on the queue after `dueTime`, with a Dispatch timer.
  ///
  /// ```swift
  /// scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the timer, or disposes what the action started.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` every `period`, first after `startAfter`, with one repeating Dispatch
  /// timer; runs never overlap.
  ///
  /// ```swift
  /// let ticks = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) {
  ///   $0 + 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - startAfter: The delay before the first run.
  ///   - period: The time between runs.
  ///   - action: Takes the state and returns the next one.
  /// - Returns: A disposable that stops the timer.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(
      state, startAfter: startAfter, period: period, action: action)
  }
}
