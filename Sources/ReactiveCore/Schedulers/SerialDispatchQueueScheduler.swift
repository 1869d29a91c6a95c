import Foundation

/// Runs work on a serial Dispatch queue: one action at a time, in the order scheduled.
///
/// Use it to move work off the main thread while keeping events in order, as in RxSwift.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// numbers
///   .observe(on: background)
///   .subscribe(onNext: { print($0) })
///   .disposed(by: disposeBag)
/// ```
// unchecked Sendable: immutable after init: `configuration` is a Sendable `let`; non-final, so
// MainScheduler can add its counter
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  /// The current time: the wall clock.
  ///
  /// ```swift
  /// let started = scheduler.now
  /// ```
  public var now: RxTime { Date() }

  init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue.
  ///
  /// ```swift
  /// let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "app.parser")
  /// ```
  ///
  /// - Parameters:
  ///   - internalSerialQueueName: The label of the new queue.
  ///   - serialQueueConfiguration: Called once with the new queue, to configure it.
  ///   - leeway: How late timers may fire, letting the system save power.
  public convenience init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue that targets `queue`; work scheduled here runs
  /// serially even when `queue` is concurrent.
  ///
  /// ```swift
  /// let scheduler = SerialDispatchQueueScheduler(
  ///   queue: .global(), internalSerialQueueName: "app.serial")
  /// ```
  ///
  /// - Parameters:
  ///   - queue: The queue the new serial queue targets.
  ///   - internalSerialQueueName: The label of the new queue.
  ///   - leeway: How late timers may fire, letting the system save power.
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let serialQueue = DispatchQueue(label: internalSerialQueueName, target: queue)
    self.init(serialQueue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
  ///
  /// ```swift
  /// let scheduler = SerialDispatchQueueScheduler(qos: .background)
  /// ```
  ///
  /// - Parameters:
  ///   - qos: The quality of service of the work.
  ///   - internalSerialQueueName: The label of the new queue.
  ///   - leeway: How late timers may fire, letting the system save power.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass),
      internalSerialQueueName: internalSerialQueueName,
      leeway: leeway)
  }

  /// Schedules `action` to run on the queue.
  ///
  /// ```swift
  /// scheduler.schedule(42) { value in print(value); return Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public final func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    scheduleInternal(state, action: action)
  }

  func scheduleInternal<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    configuration.schedule(state, action: action)
  }

  /// Schedules `action` to run on the queue after `dueTime`, with a Dispatch timer.
  ///
  /// ```swift
  /// scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels the timer, or disposes what the action started.
  public final func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the queue every `period`, first after `startAfter`, with one repeating
  /// Dispatch timer.
  ///
  /// ```swift
  /// let ticks = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) {
  ///   print($0); return $0 + 1
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
