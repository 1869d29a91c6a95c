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
/// ``CommandWindows``), critical ones stay separate. The command loop knows when the notices
/// have settled from the bus itself (`ErrorBus.waitUntilSettled(timeout:)`).
final class NoticePresenter: Sendable {
  private let view: ConsoleView
  private let bus: ErrorBus
  private let windows: CommandWindows
  private let scheduler = SerialDispatchQueueScheduler(
    internalSerialQueueName: "ConsoleDemo.notices")

  /// - Parameter windows: The bus's coalescing windows, ended each time the notices settle.
  init(view: ConsoleView, bus: ErrorBus, windows: CommandWindows) {
    self.view = view
    self.bus = bus
    self.windows = windows
  }

  /// True while a notice waits to be shown (in the bus: on its way to this view, behind an
  /// open alert, or as a follow-up of a window not ended yet), is on screen, or waits for its
  /// answer; or while the view models' work may still publish one.
  var isBusy: Bool { !bus.blockUntilSettled(timeout: .zero) }

  /// Subscribes once to the bus; the subscription lasts as long as the app.
  /// The view's one binding: an answered alert lets the next one in, Retry runs the failed
  /// operation again.
  func start() -> Disposable {
    view.bind(to: bus, scheduler: scheduler)
  }

  /// Waits until everything the bus can show without a window ending has been shown, and
  /// every alert answered (however long the user takes: the demo has no deadline), then ends
  /// the coalescing windows the command opened: their follow-ups make the presenter busy
  /// again, and the caller's next round shows them.
  func drain() async {
    await bus.waitUntilSettled(timeout: .seconds(Int64.max), includingFollowUps: false)
    windows.endAll()
  }
}
