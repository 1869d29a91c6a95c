import Foundation
import Synchronization

/// Runs work on the main queue: the scheduler for UI work and `Driver`.
///
/// ``instance`` runs an action at once when called on the main queue with nothing of its own
/// pending there, and otherwise dispatches it asynchronously to `DispatchQueue.main`, so order
/// is kept. ``asyncInstance`` always dispatches. In a console program the main queue only runs
/// while the program keeps it running: see the article "The main scheduler in a console
/// program" in ReactiveCore's documentation.
///
/// ```swift
/// results
///   .observe(on: MainScheduler.instance)
///   .subscribe(onNext: { print($0) })
///   .disposed(by: disposeBag)
/// ```
// unchecked Sendable: `numberEnqueued` is an Atomic<Int>; the rest is
// SerialDispatchQueueScheduler's
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  private let numberEnqueued = Atomic<Int>(0)
  /// Whether every action is dispatched, even one scheduled on the main queue (``asyncInstance``).
  private let alwaysDispatches: Bool

  /// Creates a main-queue scheduler; prefer the shared ``instance``.
  ///
  /// ```swift
  /// let scheduler = MainScheduler()
  /// ```
  public init() {
    alwaysDispatches = false
    super.init(serialQueue: DispatchQueue.main)
  }

  private init(alwaysDispatching: Void) {
    alwaysDispatches = true
    super.init(serialQueue: DispatchQueue.main)
  }

  /// The shared main scheduler: synchronous when already on the main queue.
  ///
  /// ```swift
  /// values.observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
  /// ```
  public static let instance = MainScheduler()

  /// A main-queue scheduler that always dispatches asynchronously, even from the main queue.
  ///
  /// RxSwift types it `SerialDispatchQueueScheduler`; here it is a `MainScheduler` (a subclass
  /// of that), so that `observe(on: MainScheduler.asyncInstance)` too returns a
  /// ``MainActorObservable`` whose closures are `@MainActor`.
  ///
  /// ```swift
  /// values.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { print($0) })
  /// ```
  public static let asyncInstance = MainScheduler(alwaysDispatching: ())

  /// Whether the caller runs on the main queue (or the main thread).
  package static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.key.value) != nil
  }

  /// Stops the program when called off the main queue: a check for code that must run there.
  ///
  /// ```swift
  /// MainScheduler.ensureExecutingOnScheduler()
  /// ```
  ///
  /// - Parameter errorMessage: The message to stop with.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    precondition(
      isOnMainQueue,
      errorMessage
        ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` for main-queue work."
    )
  }

  /// Stops the program when called off the main thread.
  ///
  /// ```swift
  /// MainScheduler.ensureRunningOnMainThread()
  /// ```
  ///
  /// - Parameter errorMessage: The message to stop with.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    precondition(Thread.isMainThread, errorMessage ?? "Running on a background thread.")
  }

  override func scheduleInternal<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    if alwaysDispatches { return super.scheduleInternal(state, action: action) }
    let previous = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
    if previous == 0 && Self.isOnMainQueue {
      let disposable = action(state)
      numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
      return disposable
    }
    let cancel = SingleAssignmentDisposable()
    let work = ScheduledWork(state, action)
    DispatchQueue.main.async { [self] in
      if !cancel.isDisposed {
        cancel.setDisposable(work.run())
      }
      numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
    }
    return cancel
  }
}

/// Marks the main queue so code running on it can tell, even when the main queue is served
/// by a worker thread (after `dispatchMain()` on Linux).
private enum MainQueueMarker {
  final class Key: Sendable {
    let value = DispatchSpecificKey<Bool>()
    init() {
      DispatchQueue.main.setSpecific(key: value, value: true)
    }
  }
  static let key = Key()
}
