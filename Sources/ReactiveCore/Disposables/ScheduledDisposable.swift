/// A disposable whose disposal runs on a scheduler (RxSwift's `ScheduledDisposable`): for
/// resources that must be released on a given thread or queue.
///
/// ```swift
/// let subscription = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: view)
/// subscription.dispose()  // `view` is disposed in an action on the main scheduler
/// ```
// unchecked Sendable: `disposable` and `scheduled` are guarded by `lock`; `scheduler` is Sendable
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  /// Where the underlying disposable is disposed.
  public let scheduler: ImmediateSchedulerType
  private let lock = Lock()
  // Guarded by `lock`; `disposable` is `nil` once disposed.
  private var disposable: Disposable?
  private var scheduled = false

  /// Creates a disposable that disposes `disposable` on `scheduler`.
  ///
  /// - Parameters:
  ///   - scheduler: Where the disposal runs.
  ///   - disposable: The disposable to dispose there.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// Whether the underlying disposable was disposed (in the scheduled action, not at the
  /// call to ``dispose()``).
  public var isDisposed: Bool { lock.withLock { disposable == nil } }

  /// Schedules the disposal of the underlying disposable on ``scheduler``. Idempotent: the
  /// first call schedules it, later calls do nothing.
  public func dispose() {
    let shouldSchedule = lock.withLock { () -> Bool in
      if scheduled { return false }
      scheduled = true
      return true
    }
    guard shouldSchedule else { return }
    _ = scheduler.schedule(()) { [self] _ in
      let current = lock.withLock { () -> Disposable? in
        defer { disposable = nil }
        return disposable
      }
      current?.dispose()
      return Disposables.create()
    }
  }
}
