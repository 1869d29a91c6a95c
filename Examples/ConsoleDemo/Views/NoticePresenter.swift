import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Shows the `ErrorBus`'s notices on the console view, one at a time, on a serial queue of its
/// own.
///
/// `ConsoleView.bind(to: bus)` would show each notice on the thread that published it: with
/// `ErrorTracker` that is a Swift concurrency thread, and an alert's blocking read of its answer
/// would hold that thread. Here the bus hands each notice to a dispatch queue
/// (`ErrorBus.subscribe(on:onNotice:)`), so the app's work goes on while an alert is open:
/// errors arriving meanwhile wait in the bus, repeats within a command fold into one
/// follow-up (×n, see ``CommandWindows``), critical ones stay separate.
final class NoticePresenter: @unchecked Sendable {
  private let view: ConsoleView
  private let bus: ErrorBus
  private let answers: AlertAnswerInput
  private let windows: CommandWindows
  private let scheduler = CountingScheduler(
    SerialDispatchQueueScheduler(internalSerialQueueName: "ConsoleDemo.notices"))

  /// - Parameters:
  ///   - answers: The source the view reads alert answers from; it is told each alert's
  ///     keys, to say which keys work after a wrong one.
  ///   - windows: The bus's coalescing windows, ended each time the notices settle.
  init(view: ConsoleView, bus: ErrorBus, answers: AlertAnswerInput, windows: CommandWindows) {
    self.view = view
    self.bus = bus
    self.answers = answers
    self.windows = windows
  }

  /// True while a notice waits to be shown (in the bus: on its way to this view, behind an
  /// open alert, or as a follow-up of a window not ended yet) or is on screen.
  /// A notice the bus handed over is on screen until the delivery run that shows it ends:
  /// the run is counted from the moment the bus schedules it, so there is no gap between
  /// "pending in the bus" and "on screen".
  var isBusy: Bool { scheduler.isActive || bus.counters.pending > 0 }

  /// Subscribes once to the bus; the subscription lasts as long as the app.
  func start() -> Disposable {
    let retry = view.renderer.strings.retry.id
    return bus.subscribe(on: scheduler) { [self] notice, receipt in
      let message = view.message(for: notice)
      answers.expect(Self.keys(of: message, dismiss: view.renderer.strings.dismiss))
      let choice = view.show(message)
      // As ConsoleView.bind(to: bus): an answered alert lets the next one in; Retry runs the
      // failed operation again.
      receipt.acknowledge()
      if choice?.id == retry { notice.error.retry?() }
    }
  }

  /// The keys the view accepts for `message`, as `ConsoleView.show` asks: none for a toast or a
  /// silent message, the dismiss key for an alert without choices.
  static func keys(of message: ConsoleMessage, dismiss: ConsoleChoice) -> [String] {
    switch message.kind {
    case .toast, .silent: return []
    case .alert where message.choices.isEmpty: return [dismiss.key]
    default: return message.choices.map(\.key)
    }
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
  private let lock = Lock()
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
