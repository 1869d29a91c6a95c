extension ErrorPresenter {
  /// Waits until every notice of its bus that needs no answer has reached this presenter:
  /// no tracked work may still publish, nothing is on its way, and the open alert, if any, is
  /// in ``alert``. What a test awaits before it reads the presenter's state or answers the
  /// alert; the alerts queued behind an open one wait for its answer, and the wait does not.
  ///
  /// It waits on the main actor, which is where the notices arrive: while it sleeps, the main
  /// queue runs their deliveries.
  ///
  /// ```swift
  /// viewModel.save()  // fails on a background task, publishes to the bus
  /// let shown = await presenter.waitUntilShown(timeout: .seconds(5))
  /// print(shown, presenter.alert?.message ?? "no alert")
  /// ```
  ///
  /// This is ``ErrorBus/waitUntilSettled(timeout:includingOpenAlerts:includingFollowUps:)``
  /// with `includingOpenAlerts: false`; await that on the bus to wait for the answers too.
  ///
  /// - Parameter timeout: How long to wait at most; zero or negative looks once. Huge values
  ///   are clamped and do not trap.
  /// - Returns: `true` once shown (and at once if the bus is gone: nothing more can come);
  ///   `false` if `timeout` passed first, or the waiting task was cancelled.
  @discardableResult
  public func waitUntilShown(timeout: Duration) async -> Bool {
    guard let bus else { return true }
    return await bus.waitUntilSettled(timeout: timeout, includingOpenAlerts: false)
  }
}
