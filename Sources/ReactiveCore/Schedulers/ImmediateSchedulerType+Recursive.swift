extension ImmediateSchedulerType {
  /// Schedules `action`, which may schedule itself again with a new state through `recurse`,
  /// as in RxSwift. Each recursion is a separate scheduled action, so the stack never grows.
  ///
  /// ```swift
  /// let countdown = scheduler.scheduleRecursive(3) { value, recurse in
  ///   print(value)
  ///   if value > 0 { recurse(value - 1) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state of the first run.
  ///   - action: The work; call `recurse` to run again with a new state.
  /// - Returns: A disposable that cancels the run still pending, and every later one.
  public func scheduleRecursive<State>(
    _ state: State,
    action: @escaping @Sendable (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursion = RecursiveSchedule(scheduler: self, action: action)
    recursion.schedule(state)
    return recursion
  }
}

/// The runs of one recursive schedule: each pending run is in `pending` until it starts.
// unchecked Sendable: immutable after init; `pending` is a CompositeDisposable (locked)
private final class RecursiveSchedule<State>: Disposable, @unchecked Sendable {
  private let scheduler: any ImmediateSchedulerType
  private let action: @Sendable (State, (State) -> Void) -> Void
  private let pending = CompositeDisposable()

  init(
    scheduler: any ImmediateSchedulerType,
    action: @escaping @Sendable (State, (State) -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.action = action
  }

  func schedule(_ state: State) {
    let slot = SingleAssignmentDisposable()
    guard let key = pending.insert(slot) else { return }
    slot.setDisposable(
      scheduler.schedule(state) { [self] state in
        pending.remove(for: key)
        if pending.isDisposed { return Disposables.create() }
        action(state) { next in schedule(next) }
        return Disposables.create()
      })
  }

  func dispose() {
    pending.dispose()
  }
}
