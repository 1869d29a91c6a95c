import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Shows the `ErrorBus`'s notices on the console view, one at a time, on a serial queue of its
/// own.
///
/// `ConsoleView.bind(to: bus)` would show each notice on the thread that published it: with
/// `ErrorTracker` that is a Swift concurrency thread, and an alert's blocking read of its answer
/// would hold that thread. Here the same binding runs on a dispatch queue, so the app's work
/// goes on while an alert is open: errors arriving meanwhile queue up in the bus, duplicates
/// merge (×n), critical ones stay separate.
final class NoticePresenter: @unchecked Sendable {
  private let view: ConsoleView
  private let bus: ErrorBus
  private let answers: AlertAnswerInput
  private let scheduler = SerialDispatchQueueScheduler(
    internalSerialQueueName: "ConsoleDemo.notices")
  private let lock = Lock()
  private var pending = 0

  /// - Parameter answers: The source the view reads alert answers from; it is told each
  ///   alert's keys, to say which keys work after a wrong one.
  init(view: ConsoleView, bus: ErrorBus, answers: AlertAnswerInput) {
    self.view = view
    self.bus = bus
    self.answers = answers
  }

  /// True while a notice waits to be shown or is on screen.
  var isBusy: Bool { lock.withLock { pending > 0 } }

  /// Subscribes once to the bus; the subscription lasts as long as the app.
  func start() -> Disposable {
    let notices = bus.notices
      .do(onNext: { [self] _ in lock.withLock { pending += 1 } })
      .observe(on: scheduler)
      .do(afterNext: { [self] _ in lock.withLock { pending -= 1 } })
    let retry = view.renderer.strings.retry.id
    return view.bind(
      to: notices,
      message: { [view, answers] notice in
        let message = view.message(for: notice)
        answers.expect(Self.keys(of: message, dismiss: view.renderer.strings.dismiss))
        return message
      },
      onChoice: { [bus] notice, choice in
        // As ConsoleView.bind(to: bus): an answered alert lets the next one in; Retry runs
        // the failed operation again.
        if notice.presentation.isAlert { bus.acknowledge(notice) }
        if choice.id == retry { notice.error.retry?() }
      })
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

  /// Waits until the notices already delivered to the queue have been handled.
  func drain() async {
    await withCheckedContinuation { continuation in
      _ = scheduler.schedule(()) { _ in
        continuation.resume()
        return Disposables.create()
      }
    }
  }
}
