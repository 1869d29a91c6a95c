import Foundation

/// Runs work on an `OperationQueue`, as in RxSwift 6: use it for larger background jobs whose
/// parallelism you tune with the queue's `maxConcurrentOperationCount`.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// Observable.of(1, 2, 3)
///   .observe(on: scheduler)
///   .subscribe(onNext: { print($0) })
///   .disposed(by: DisposeBag())
/// ```
///
/// It is an ``ImmediateSchedulerType``: it has no timer, so time-based operators cannot take
/// it. Each action is one `BlockOperation` with the scheduler's ``queuePriority``.
public final class OperationQueueScheduler: ImmediateSchedulerType, Sendable {
  /// The queue the work runs on.
  ///
  /// ```swift
  /// scheduler.operationQueue.cancelAllOperations()
  /// ```
  public let operationQueue: OperationQueue

  /// The priority of each operation this scheduler adds.
  ///
  /// ```swift
  /// print(scheduler.queuePriority == .normal)
  /// ```
  public let queuePriority: Operation.QueuePriority

  /// Creates a scheduler that adds its work to `operationQueue`.
  ///
  /// ```swift
  /// let scheduler = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high)
  /// ```
  ///
  /// - Parameters:
  ///   - operationQueue: The queue the work runs on.
  ///   - queuePriority: The priority of each operation; `.normal` by default.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds `action` to the queue as one operation.
  ///
  /// ```swift
  /// _ = scheduler.schedule(()) { _ in print("ran"); return Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work; it runs on one of the queue's threads.
  /// - Returns: A disposable that skips the work if it has not started yet, and disposes what
  ///   the work returned once it ran.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    let cancel = SingleAssignmentDisposable()
    let work = ScheduledWork(state, action)
    let operation = BlockOperation {
      if cancel.isDisposed { return }
      cancel.setDisposable(work.run())
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return cancel
  }
}
