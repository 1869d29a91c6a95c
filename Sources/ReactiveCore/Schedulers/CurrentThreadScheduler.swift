#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs work on the current thread, one action at a time (a trampoline), as in RxSwift.
///
/// The first action scheduled on a thread runs at once; actions scheduled while it runs are
/// queued and run, in order, after it returns, instead of nesting on the stack.
///
/// ```swift
/// CurrentThreadScheduler.instance.schedule(()) { _ in
///   CurrentThreadScheduler.instance.schedule(()) { _ in print("second"); return Disposables.create() }
///   print("first")
///   return Disposables.create()
/// }
/// ```
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared trampoline scheduler.
  ///
  /// ```swift
  /// Observable.of(1, 2).observe(on: CurrentThreadScheduler.instance)
  /// ```
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether the current thread has no trampoline running, so that a scheduled action would
  /// run at once rather than be queued.
  ///
  /// ```swift
  /// if CurrentThreadScheduler.isScheduleRequired { print("nothing is running here") }
  /// ```
  public static var isScheduleRequired: Bool { TrampolineStorage.current == nil }

  /// Runs `action` now when no trampoline runs on this thread, else queues it behind the
  /// actions already queued.
  ///
  /// ```swift
  /// CurrentThreadScheduler.instance.schedule(()) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work; returns a disposable for anything it started.
  /// - Returns: A disposable that cancels a queued action before it runs.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    if let queue = TrampolineStorage.current {
      let item = TrampolineItem(state, action)
      queue.items.append(item)
      return item
    }
    let queue = TrampolineQueue()
    TrampolineStorage.current = queue
    defer { TrampolineStorage.current = nil }
    let disposable = action(state)
    while queue.head < queue.items.count {
      let item = queue.items[queue.head]
      queue.head += 1
      item.invoke()
    }
    return disposable
  }
}

/// An action waiting in a thread's trampoline.
// unchecked Sendable: immutable after init; `disposable` is locked; `run` is run once, on the
// thread that owns the trampoline
private final class TrampolineItem: Cancelable, @unchecked Sendable {
  private let run: @Sendable () -> Disposable
  private let disposable = SingleAssignmentDisposable()
  /// Counted in `Diagnostics.liveScheduledItems` until it runs or is disposed.
  private let counted = LiveResource(.scheduledItem)

  init<State>(_ state: State, _ action: @escaping @Sendable (State) -> Disposable) {
    // The state need not be Sendable (contract 7): it stays on the trampoline's thread, which
    // runs the item once; see UncheckedSendableBox.
    let carried = UncheckedSendableBox(state)
    run = { action(carried.value) }
  }

  var isDisposed: Bool { disposable.isDisposed }

  func invoke() {
    counted.end()
    if disposable.isDisposed { return }
    disposable.setDisposable(run())
  }

  func dispose() {
    counted.end()
    disposable.dispose()
  }
}

/// The actions queued on one thread; touched only by that thread.
private final class TrampolineQueue {
  var items: [TrampolineItem] = []
  var head = 0
}

/// The current thread's trampoline queue, in a pthread thread-local slot.
private enum TrampolineStorage {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  static var current: TrampolineQueue? {
    get {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<TrampolineQueue>.fromOpaque(pointer).takeUnretainedValue()
    }
    set {
      if let old = pthread_getspecific(key) {
        Unmanaged<TrampolineQueue>.fromOpaque(old).release()
      }
      let pointer = newValue.map { Unmanaged.passRetained($0).toOpaque() }
      pthread_setspecific(key, pointer)
    }
  }
}
