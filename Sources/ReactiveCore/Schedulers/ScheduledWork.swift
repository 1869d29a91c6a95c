/// Carries a scheduled action and its state into a Dispatch block.
///
/// Dispatch blocks are `@Sendable`; the action is too, but RxSwift's schedulers accept any
/// state. The scheduler hands the state to exactly one block run, on the scheduler's queue,
/// which is the synchronisation RxSwift relies on too.
// unchecked Sendable: immutable after init; `state` need not be Sendable (contract 7) and is
// used once, by the queue that runs the work
final class ScheduledWork<State>: @unchecked Sendable {
  let state: State
  let action: @Sendable (State) -> Disposable
  /// Counted in `Diagnostics.liveScheduledItems` while the scheduler holds the work.
  private let counted = LiveResource(.scheduledItem)

  init(_ state: State, _ action: @escaping @Sendable (State) -> Disposable) {
    self.state = state
    self.action = action
  }

  /// Runs the action with its state.
  func run() -> Disposable { action(state) }
}

/// The state of a periodic schedule, threaded from one tick to the next. A Dispatch timer
/// never runs its handler concurrently with itself, so the state needs no lock.
// unchecked Sendable: `state` changes only in `tick()`, the handler of one dispatch timer source,
// which never runs concurrently with itself
final class PeriodicWork<State>: @unchecked Sendable {
  private var state: State
  private let action: @Sendable (State) -> State
  /// Counted in `Diagnostics.liveScheduledItems` while the timer holds the work.
  private let counted = LiveResource(.scheduledItem)

  init(_ state: State, _ action: @escaping @Sendable (State) -> State) {
    self.state = state
    self.action = action
  }

  /// Runs one tick.
  func tick() { state = action(state) }
}
