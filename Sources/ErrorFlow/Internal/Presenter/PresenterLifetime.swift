import ReactiveCore

/// What an ``ErrorPresenter`` keeps running: its subscription to the bus and its toasts'
/// expiry tasks. Apart from the presenter because the presenter's `deinit` is not on the main
/// actor and cannot reach its isolated state; this object ends both from its own `deinit`, so
/// releasing the presenter ends its subscription (an alert it did not acknowledge goes to the
/// next view) and cancels its timers. A release on another thread reaches this `deinit` only
/// after the presenter's weak references read `nil`; a notice handed over in between is
/// declined by the presenter's handler and goes to the next view (ErrorPresenter.swift).
///
/// Guarded by `lock`; the subscription is disposed and the tasks cancelled outside it (a
/// disposal may run the bus, which sends on to other views: contract 3).
// unchecked Sendable: `subscription`, `timers` and `isEnded` are guarded by `lock`
final class PresenterLifetime: @unchecked Sendable {
  private let lock = Lock()
  private var subscription: Disposable?
  private var timers: [UInt64: Task<Void, Never>] = [:]
  private var isEnded = false

  deinit {
    end()
  }

  /// Keeps `subscription`, or disposes it at once if the lifetime already ended.
  func keep(_ subscription: Disposable) {
    let late = lock.withLock { () -> Bool in
      if isEnded { return true }
      self.subscription = subscription
      return false
    }
    if late { subscription.dispose() }
  }

  /// Keeps `task` as the expiry of toast `id`, cancelling the one it replaces (or `task`
  /// itself, if the lifetime already ended).
  func setTimer(_ task: Task<Void, Never>, for id: UInt64) {
    let replaced = lock.withLock { () -> Task<Void, Never>? in
      if isEnded { return task }
      return timers.updateValue(task, forKey: id)
    }
    replaced?.cancel()
  }

  /// Cancels the expiry of toast `id`, if any.
  func cancelTimer(for id: UInt64) {
    lock.withLock { timers.removeValue(forKey: id) }?.cancel()
  }

  /// Forgets the expiry of toast `id` once it ran (without cancelling the running task).
  func timerFired(for id: UInt64) {
    _ = lock.withLock { timers.removeValue(forKey: id) }
  }

  /// How many expiry tasks are kept: at most one per toast shown.
  var timerCount: Int { lock.withLock { timers.count } }

  /// Disposes the subscription and cancels every timer; idempotent.
  func end() {
    let (subscription, timers) = lock.withLock {
      () -> (Disposable?, [UInt64: Task<Void, Never>]) in
      isEnded = true
      defer {
        self.subscription = nil
        self.timers = [:]
      }
      return (self.subscription, self.timers)
    }
    subscription?.dispose()
    for task in timers.values { task.cancel() }
  }
}
