import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Shows the `ErrorBus`'s notices on the console view, one at a time, on a serial queue of its
/// own.
///
/// It binds the view with the library's `ConsoleView.bind(to:scheduler:onChoice:)` on a serial
/// dispatch queue of its own: shown on the thread that published it (a Swift concurrency
/// thread, for `ErrorTracker`), an alert's blocking read of its answer would hold that thread.
/// On its own queue the app's work goes on while an alert is open: errors arriving meanwhile
/// wait in the bus, repeats within a command fold into one follow-up (×n, see
/// ``CommandWindows``), critical ones stay separate. The only thing it adds is counting the
/// runs on that queue, so the command loop knows when the notices have settled.
final class NoticePresenter: @unchecked Sendable {
  private let view: ConsoleView
  private let bus: ErrorBus
  private let windows: CommandWindows
  private let scheduler = CountingScheduler(
    SerialDispatchQueueScheduler(internalSerialQueueName: "ConsoleDemo.notices"))

  /// - Parameter windows: The bus's coalescing windows, ended each time the notices settle.
  init(view: ConsoleView, bus: ErrorBus, windows: CommandWindows) {
    self.view = view
    self.bus = bus
    self.windows = windows
  }

  /// True while a notice waits to be shown (in the bus: on its way to this view, behind an
  /// open alert, or as a follow-up of a window not ended yet) or is on screen.
  /// A notice the bus handed over is on screen until the delivery run that shows it ends:
  /// the run is counted from the moment the bus schedules it, so there is no gap between
  /// "pending in the bus" and "on screen".
  var isBusy: Bool { scheduler.isActive || bus.counters.pending > 0 }

  /// Subscribes once to the bus; the subscription lasts as long as the app.
  /// The view's one binding: an answered alert lets the next one in, Retry runs the failed
  /// operation again.
  func start() -> Disposable {
    view.bind(to: bus, scheduler: scheduler)
  }

  /// Waits until the notices already on their way to the queue have been handled, then ends
  /// the coalescing windows the command opened: their follow-ups make the presenter busy
  /// again, and the caller's next round shows them.
  func drain() async {
    await withCheckedContinuation { continuation in
      _ = scheduler.base.schedule(()) { _ in
        continuation.resume()
        return Disposables.create()
      }
    }
    windows.endAll()
  }
}

/// The presenter's serial queue, counting the delivery runs scheduled on it that have not
/// ended yet.
private final class CountingScheduler: ImmediateSchedulerType, @unchecked Sendable {
  let base: SerialDispatchQueueScheduler
  private let lock = NSLock()
  private var active = 0

  init(_ base: SerialDispatchQueueScheduler) { self.base = base }

  /// Whether a scheduled run has not ended yet.
  var isActive: Bool { lock.withLock { active > 0 } }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    lock.withLock { active += 1 }
    return base.schedule(state) { [self] state in
      defer { lock.withLock { active -= 1 } }
      return action(state)
    }
  }
}
