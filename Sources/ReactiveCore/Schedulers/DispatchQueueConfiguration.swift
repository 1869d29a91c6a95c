import Foundation

/// The Dispatch machinery shared by the Dispatch-based schedulers: immediate, delayed and
/// periodic work on one queue, each cancellable through the returned disposable.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.queue = queue
    self.leeway = leeway
  }

  func schedule<State>(_ state: State, action: @escaping @Sendable (State) -> Disposable)
    -> Disposable
  {
    let cancel = SingleAssignmentDisposable()
    let work = ScheduledWork(state, action)
    queue.async {
      if cancel.isDisposed { return }
      cancel.setDisposable(work.run())
    }
    return cancel
  }

  func scheduleRelative<State>(
    _ state: State, dueTime: RxTimeInterval, action: @escaping @Sendable (State) -> Disposable
  ) -> Disposable {
    let composite = CompositeDisposable()
    let work = ScheduledWork(state, action)
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: dueTime.deadlineFromNow, leeway: leeway)
    let cancelTimer = TimerCancellation(timer)
    timer.setEventHandler {
      if composite.isDisposed { return }
      composite.insert(work.run())
      cancelTimer.dispose()
    }
    timer.resume()
    composite.insert(cancelTimer)
    return composite
  }

  func schedulePeriodic<State>(
    _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (State) -> State
  ) -> Disposable {
    let work = PeriodicWork(state, action)
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: startAfter.deadlineFromNow, repeating: period, leeway: leeway)
    let cancelTimer = TimerCancellation(timer)
    timer.setEventHandler {
      if cancelTimer.isDisposed { return }
      work.tick()
    }
    timer.resume()
    return cancelTimer
  }
}

/// Cancels a Dispatch timer once and lets it go, breaking the timer ↔ handler cycle.
// unchecked Sendable: `timer` is guarded by `lock`
private final class TimerCancellation: Cancelable, @unchecked Sendable {
  private let lock = Lock()
  private var timer: DispatchSourceTimer?

  init(_ timer: DispatchSourceTimer) {
    self.timer = timer
  }

  var isDisposed: Bool { lock.withLock { timer == nil } }

  func dispose() {
    let timer = lock.withLock {
      let timer = self.timer
      self.timer = nil
      return timer
    }
    timer?.cancel()
  }
}
