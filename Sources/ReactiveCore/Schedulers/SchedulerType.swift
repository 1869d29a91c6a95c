import Foundation

/// A span of time for schedulers, as in RxSwift: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// Runs work now or as soon as possible, in its own execution context.
///
/// ```swift
/// scheduler.schedule(()) { _ in print("ran"); return Disposables.create() }
/// ```
public protocol ImmediateSchedulerType: Sendable {
  /// Schedules `action` to run with `state`.
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  )
    -> Disposable
}

/// A scheduler that also runs work after a delay and periodically: every time-based operator
/// takes one, so tests can pass a virtual-time scheduler.
///
/// ```swift
/// scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }
/// ```
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Schedules `action` to run with `state` after `dueTime`.
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable

  /// Schedules `action` every `period`, first after `startAfter`, threading the state through.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - startAfter: The delay before the first run.
  ///   - period: The time between runs.
  ///   - action: Takes the state and returns the next one.
  /// - Returns: A disposable that stops the runs.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> Disposable
}

extension SchedulerType {
  /// A periodic schedule built from ``scheduleRelative(_:dueTime:action:)``, for schedulers
  /// without a native timer.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - startAfter: The delay before the first run.
  ///   - period: The time between runs.
  ///   - action: Takes the state and returns the next one.
  /// - Returns: A disposable that stops the runs.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> Disposable {
    let schedule = PeriodicSchedule(scheduler: self, period: period, action: action)
    return schedule.start(state, after: startAfter)
  }
}

// unchecked Sendable: immutable after init; `current` is a SerialDisposable (locked); `State` need
// not be Sendable (contract 7): each tick schedules the next, so the state passes from one run
// of `action` to the next and is never touched by two threads at once
private final class PeriodicSchedule<Scheduler: SchedulerType, State>: @unchecked Sendable {
  private let scheduler: Scheduler
  private let period: RxTimeInterval
  private let action: @Sendable (State) -> State
  private let current = SerialDisposable()

  init(scheduler: Scheduler, period: RxTimeInterval, action: @escaping @Sendable (State) -> State) {
    self.scheduler = scheduler
    self.period = period
    self.action = action
  }

  func start(_ state: State, after delay: RxTimeInterval) -> Disposable {
    current.disposable = scheduler.scheduleRelative(state, dueTime: delay) { [self] state in
      tick(state)
    }
    return current
  }

  private func tick(_ state: State) -> Disposable {
    let next = action(state)
    if !current.isDisposed {
      current.disposable = scheduler.scheduleRelative(next, dueTime: period) { [self] state in
        tick(state)
      }
    }
    return Disposables.create()
  }
}
