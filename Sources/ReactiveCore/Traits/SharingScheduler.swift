/// The scheduler ``Driver`` and ``Signal`` deliver on: a `MainScheduler` unless a test mocks
/// it.
///
/// The scheduler is read when a driver or signal is built, so build them inside `mock`:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///   let driver = relay.asDriver()
///   // ...
/// }
/// ```
public enum SharingScheduler {
  // unchecked Sendable: `make` is guarded by `lock` and is @Sendable
  private final class Storage: @unchecked Sendable {
    let lock = Lock()
    // A new `MainScheduler` per shared sequence, as RxCocoa does: each instance runs work at
    // once when called on the main queue with nothing of its own pending, so a driver that
    // feeds another driver (or a `Binder`) on the main queue stays synchronous.
    var make: @Sendable () -> SchedulerType = { MainScheduler() }
  }

  private static let storage = Storage()

  /// Makes the scheduler shared sequences deliver on.
  public static var make: @Sendable () -> SchedulerType {
    storage.lock.withLock { storage.make }
  }

  /// Runs `action` with shared sequences built inside it delivering on `scheduler`.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler to use.
  ///   - action: The code that builds drivers or signals.
  /// - Returns: What `action` returns.
  public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result) rethrows
    -> Result
  {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with shared sequences built inside it delivering on the scheduler that
  /// `makeScheduler` returns.
  ///
  /// - Parameters:
  ///   - makeScheduler: Makes the scheduler to use.
  ///   - action: The code that builds drivers or signals.
  /// - Returns: What `action` returns.
  public static func mock<Result>(
    makeScheduler: @escaping @Sendable () -> SchedulerType, action: () throws -> Result
  ) rethrows -> Result {
    let previous = storage.lock.withLock {
      let previous = storage.make
      storage.make = makeScheduler
      return previous
    }
    defer { storage.lock.withLock { storage.make = previous } }
    return try action()
  }
}
