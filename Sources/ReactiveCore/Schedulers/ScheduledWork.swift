/// Carries a scheduled action and its state into a Dispatch block.
///
/// Dispatch blocks are `@Sendable`, but RxSwift's schedulers accept any state and plain
/// closures (user code must compile unchanged). The scheduler hands the pair to exactly one
/// block run, on the scheduler's queue, which is the synchronisation RxSwift relies on too.
// unchecked Sendable: immutable after init; `state` need not be Sendable (contract 7) and, with
// `action`, is used once by the queue that runs the work; `action` is not @Sendable:
// SchedulerType's public `action` parameters are not
final class ScheduledWork<State>: @unchecked Sendable {
  let state: State
  let action: (State) -> Disposable
  /// Counted in `Diagnostics.liveScheduledItems` while the scheduler holds the work.
  private let counted = LiveResource(.scheduledItem)

  init(_ state: State, _ action: @escaping (State) -> Disposable) {
    self.state = state
    self.action = action
  }

  /// Runs the action with its state.
  func run() -> Disposable { action(state) }
}

/// The state of a periodic schedule, threaded from one tick to the next. A Dispatch timer
/// never runs its handler concurrently with itself, so the state needs no lock.
// unchecked Sendable: `state` changes only in `tick()`, the handler of one dispatch timer source,
// which never runs concurrently with itself; `action` is not @Sendable: SchedulerType's public
// `action` parameters are not
final class PeriodicWork<State>: @unchecked Sendable {
  private var state: State
  private let action: (State) -> State
  /// Counted in `Diagnostics.liveScheduledItems` while the timer holds the work.
  private let counted = LiveResource(.scheduledItem)

  init(_ state: State, _ action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }

  /// Runs one tick.
  func tick() { state = action(state) }
}
