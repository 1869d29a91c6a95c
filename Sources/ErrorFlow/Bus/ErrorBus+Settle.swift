import Foundation
import ReactiveCore

extension ErrorBus {
  /// Waits until the error stream has settled, or `timeout` has passed: what a console app's
  /// last line, or a test, awaits before it reads what was shown.
  ///
  /// Settled means, in one look:
  /// - no work of an ``ErrorTracker`` made with this bus is in flight (its error, if any, is
  ///   published and logged: the bus logs as it publishes);
  /// - every published error is delivered to a view or counted (``ErrorBusCounters/pending``
  ///   is zero, so the counters add up without it);
  /// - no view's delivery run is scheduled or under way: every view's queue is drained and
  ///   its handler has returned — an ``ErrorPresenter`` or a console view bound on its own
  ///   scheduler has drawn what it was given;
  /// - no alert is open: every alert has been acknowledged (answered), unless
  ///   `includingOpenAlerts` is `false`;
  /// - no coalescing window holds a follow-up notice, unless `includingFollowUps` is `false`.
  ///
  /// A console app ends with it, in an `async` main (a `main.swift` whose top level uses
  /// `await` is one):
  ///
  /// ```swift
  /// let bus = ErrorBus()
  /// let view = ConsoleView(output: StandardOutputStream(), input: StandardInput())
  /// let subscription = view.bind(
  ///   to: bus, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "console"))
  /// ErrorTracker(bus: bus).perform(context: .action) { throw CancellationError() }
  /// if await !bus.waitUntilSettled(timeout: .seconds(30)) { print("still busy after 30 s") }
  /// subscription.dispose()
  /// ```
  ///
  /// Synchronous code uses ``blockUntilSettled(timeout:includingOpenAlerts:includingFollowUps:)``
  /// instead.
  ///
  /// Notices that wait for a view while none is bound keep the bus unsettled: the wait then
  /// lasts until `timeout`. The bus is looked at under its lock, then the wait sleeps outside
  /// it (1 ms, doubling up to 10 ms, never past the deadline): no app code runs in it, and a
  /// bus nobody waits for pays nothing.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most. Zero or negative looks once and returns; huge
  ///     values are clamped (about 292 billion years) and do not trap.
  ///   - includingOpenAlerts: Whether to wait until every alert is answered; `false` waits
  ///     only until everything that needs no answer is shown (what a test awaits before it
  ///     answers an alert it expects on screen). Alerts queued behind an open one, and the
  ///     follow-up of an open alert, need its answer first and are not waited for then.
  ///   - includingFollowUps: Whether to wait for coalescing windows that hold a follow-up
  ///     notice to end (`coalescingWindow` after their first error, or when their scheduler
  ///     ends them); `false` stops at them.
  /// - Returns: `true` once settled; `false` if `timeout` passed first, or the waiting task
  ///   was cancelled.
  @discardableResult
  public func waitUntilSettled(
    timeout: Duration, includingOpenAlerts: Bool = true, includingFollowUps: Bool = true
  ) async -> Bool {
    let scope = SettleScope(openAlerts: includingOpenAlerts, followUps: includingFollowUps)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout.saturated)
    var step = SettleScope.firstStep
    while true {
      if isSettled(scope) { return true }
      let now = clock.now
      guard now < deadline, !Task.isCancelled else { return false }
      do {
        try await Task.sleep(for: min(step, now.duration(to: deadline)))
      } catch {
        return isSettled(scope)
      }
      step = min(step * 2, SettleScope.longestStep)
    }
  }

  /// ``waitUntilSettled(timeout:includingOpenAlerts:includingFollowUps:)`` for synchronous
  /// code: blocks the calling thread until the error stream has settled or `timeout` passed.
  ///
  /// Call it on a thread nothing it waits for needs: not on the main thread when a view
  /// delivers on `MainScheduler` or a tracker's work runs on the main actor (they would wait
  /// for the blocked thread, and the call would return `false` at the deadline). A console
  /// app whose view has a serial queue of its own and whose work does not run on the main
  /// actor may end with it:
  ///
  /// ```swift
  /// let bus = ErrorBus()
  /// let view = ConsoleView(output: StandardOutputStream(), input: StandardInput())
  /// let subscription = view.bind(
  ///   to: bus, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "console"))
  /// bus.publish(CocoaError(.fileReadNoSuchFile), context: .action)
  /// bus.blockUntilSettled(timeout: .seconds(30))
  /// subscription.dispose()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to block at most. Zero or negative looks once and returns; huge
  ///     values are clamped and do not trap.
  ///   - includingOpenAlerts: Whether to wait until every alert is answered.
  ///   - includingFollowUps: Whether to wait for coalescing windows that hold a follow-up.
  /// - Returns: `true` once settled; `false` if `timeout` passed first.
  @discardableResult
  public func blockUntilSettled(
    timeout: Duration, includingOpenAlerts: Bool = true, includingFollowUps: Bool = true
  ) -> Bool {
    let scope = SettleScope(openAlerts: includingOpenAlerts, followUps: includingFollowUps)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout.saturated)
    var step = SettleScope.firstStep
    while true {
      if isSettled(scope) { return true }
      let now = clock.now
      guard now < deadline else { return false }
      let wait = min(step, now.duration(to: deadline))
      let (seconds, attoseconds) = wait.components
      Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) * 1e-18)
      step = min(step * 2, SettleScope.longestStep)
    }
  }

  /// Whether the stream has settled within `scope`: the tracked work is read around the
  /// look at the bus, so work that ran in between is not missed.
  func isSettled(_ scope: SettleScope) -> Bool {
    trackedWork.isQuiet { lock.withLock { isSettledLocked(scope) } }
  }

  /// The look at the bus, under its lock: nothing on its way to a view, no view busy, and
  /// within `scope`, no alert open and no follow-up held back.
  private func isSettledLocked(_ scope: SettleScope) -> Bool {
    guard outstanding == 0 else { return false }
    for binding in bindings where binding.isDraining { return false }
    if scope.openAlerts, currentAlert != nil || !alertQueue.isEmpty { return false }
    if scope.followUps {
      for window in windows.values where window.pendingNotices > 0 {
        // A follow-up of the open alert waits for its answer, like the alerts behind it.
        if scope.openAlerts || window.first !== currentAlert { return false }
      }
    }
    return true
  }
}

/// What a wait for an ``ErrorBus`` to settle includes beside the notices on their way.
struct SettleScope {
  /// Wait for every alert to be answered.
  let openAlerts: Bool
  /// Wait for the follow-ups held in coalescing windows.
  let followUps: Bool

  /// The first sleep between two looks; the sleeps double up to ``longestStep``.
  static let firstStep = Duration.milliseconds(1)
  /// The longest sleep between two looks: how late at most a wait sees the bus settle.
  static let longestStep = Duration.milliseconds(10)
}
