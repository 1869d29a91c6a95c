import Foundation

/// Runs work on the main queue: at once when already there, otherwise asynchronously. Unlike
/// ``MainScheduler/instance`` it does not wait for main-queue work it scheduled earlier, which
/// suits `subscribe(on:)`, where no event order is at stake (RxSwift's scheduler of that name).
///
/// ```swift
/// buttonTaps
///   .subscribe(on: ConcurrentMainScheduler.instance)
///   .subscribe(onNext: { print("tap") })
///   .disposed(by: disposeBag)
/// ```
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
  private let mainScheduler: MainScheduler

  private init(mainScheduler: MainScheduler) {
    self.mainScheduler = mainScheduler
  }

  /// The shared instance.
  ///
  /// ```swift
  /// let scheduler = ConcurrentMainScheduler.instance
  /// ```
  public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

  /// The current time: the wall clock.
  ///
  /// ```swift
  /// let started = ConcurrentMainScheduler.instance.now
  /// ```
  public var now: RxTime { mainScheduler.now }

  /// Runs `action` now when called on the main queue, else dispatches it there.
  ///
  /// ```swift
  /// ConcurrentMainScheduler.instance.schedule(()) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    if MainScheduler.isOnMainQueue {
      return action(state)
    }
    let cancel = SingleAssignmentDisposable()
    let work = ScheduledWork(state, action)
    DispatchQueue.main.async {
      if cancel.isDisposed { return }
      cancel.setDisposable(work.run())
    }
    return cancel
  }

  /// Schedules `action` on the main queue after `dueTime`.
  ///
  /// ```swift
  /// ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .seconds(1)) { _ in
  ///   Disposables.create()
  /// }
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
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue every `period`, first after `startAfter`.
  ///
  /// ```swift
  /// let ticks = ConcurrentMainScheduler.instance.schedulePeriodic(
  ///   0, startAfter: .seconds(1), period: .seconds(1)
  /// ) { $0 + 1 }
  /// ```
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
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
