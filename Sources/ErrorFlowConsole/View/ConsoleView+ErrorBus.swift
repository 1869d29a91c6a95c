import ErrorFlow

extension ConsoleView {
  /// Subscribes once to the app's `ErrorBus` and shows every notice it delivers.
  ///
  /// - An alert offers `[r] Retry` when its error carries a `RetryAction`, and
  ///   always `[d] Dismiss`; the view waits for the answer, then acknowledges the alert (so the
  ///   bus delivers the next queued one) and, for retry, runs the error's retry action.
  /// - An error page offers retry and dismiss when the error can be retried, and then waits;
  ///   otherwise it does not wait.
  /// - Toasts and sign-out boxes never wait; silent notices show nothing.
  /// - A coalesced notice shows its count: `Offline. (×3)`. A follow-up notice (the repeats
  ///   of an error already shown, gathered in its coalescing window) shows the total:
  ///   `Offline.` first, then `Offline. (×4)` for three more.
  ///
  /// ```swift
  /// let bus = ErrorBus(onSignOut: { _ in session.signOut() })
  /// let view = ConsoleView(output: StandardOutputStream(), input: StandardInput())
  /// let subscription = view.bind(
  ///   to: bus, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "console"))
  /// ```
  ///
  /// The view binds with `ErrorBus.subscribe(on:onNotice:)`: a notice counts as delivered
  /// when the view shows it, so one still waiting for its turn when the subscription is
  /// disposed goes to the next view, and so does an alert disposed before it was answered.
  ///
  /// An app always passes a serial scheduler of the view's own: an open alert waits for its
  /// answer on the thread that shows it, so on the publishing thread (the main actor, for a
  /// view model's `perform`) it would hold that thread until answered; on its own queue, the
  /// app's work goes on while an alert is open, and errors arriving meanwhile wait in the bus.
  /// Without `scheduler`, notices are shown on the thread that delivers them: what a test
  /// wants, so that the transcript is complete when `publish` returns.
  ///
  /// Before a program exits (or a test reads the transcript), it waits for the view through
  /// the bus: `ErrorBus.waitUntilSettled(timeout:)` returns once the trackers' work has
  /// published, every notice is drawn and every alert answered. A console app's last lines:
  ///
  /// ```swift
  /// await bus.waitUntilSettled(timeout: .seconds(30))  // `blockUntilSettled` in sync code
  /// subscription.dispose()
  /// ```
  ///
  /// - Parameters:
  ///   - bus: The app-wide error bus.
  ///   - scheduler: Where notices are shown; `nil` shows them where they are delivered.
  ///   - onChoice: Called after the view handled an answer, with the notice and the choice.
  /// - Returns: The subscription; dispose it when the app shuts down.
  public func bind(
    to bus: ErrorBus, scheduler: (any ImmediateSchedulerType)? = nil,
    onChoice: @escaping @Sendable (ErrorNotice, ConsoleChoice) -> Void = { _, _ in }
  ) -> Disposable {
    let retryID = renderer.strings.retry.id
    return bus.subscribe(on: scheduler) { [self] notice, receipt in
      let choice = show(message(for: notice))
      // An answered alert lets the next one in; Retry runs the failed operation again.
      receipt.acknowledge()
      guard let choice else { return }
      if choice.id == retryID { notice.error.retry?() }
      onChoice(notice, choice)
    }
  }

  /// The console message for `notice`: its presentation, its count, and the choices
  /// `bind(to:onChoice:)` for an `ErrorBus` offers.
  ///
  /// ```swift
  /// let message = view.message(for: notice)  // .alert with [.retry, .dismiss] if retryable
  /// ```
  ///
  /// - Parameter notice: A notice from `ErrorBus.notices`.
  /// - Returns: The message the view shows for it.
  public func message(for notice: ErrorNotice) -> ConsoleMessage {
    let strings = renderer.strings
    let canRetry = notice.error.retry != nil
    let choices: [ConsoleChoice]
    switch notice.presentation {
    case .alert: choices = canRetry ? [strings.retry, strings.dismiss] : [strings.dismiss]
    case .errorPage: choices = canRetry ? [strings.retry, strings.dismiss] : []
    case .toast, .signOut, .silent: choices = []
    }
    // A follow-up stands for `count` repeats of a notice already shown: show the total.
    let count = notice.isFollowUp ? notice.count + 1 : notice.count
    return ConsoleMessage(notice.presentation, choices: choices, count: count)
  }
}
