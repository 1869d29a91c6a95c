import ErrorFlow
import XCTest

/// `waitUntilShown(timeout:)`: a test on the main actor waits for errors that background work
/// publishes to reach the presenter, with no sleep and no probe of its own.
final class ErrorPresenterSettleTests: ErrorFlowTestCase {
  // The work fails on a background task; the notice hops to the main queue. Once the wait
  // returns, the alert is on screen; the one queued behind it waits for its answer, and so
  // does not hold the wait.
  @MainActor
  func testAnAlertFromBackgroundWorkIsOnScreenOnceTheWaitReturns() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let tracker = ErrorTracker(bus: bus)
    fail(tracker, "disk full")
    fail(tracker, "no access")
    let shown = await presenter.waitUntilShown(timeout: .seconds(60))
    XCTAssertTrue(shown)
    XCTAssertEqual(bus.counters.delivered, 1)
    let first = presenter.alert?.message
    XCTAssertTrue(first == "disk full" || first == "no access", "\(first ?? "no alert")")
    let answered = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertFalse(answered)
    presenter.dismiss()
    let second = await presenter.waitUntilShown(timeout: .seconds(60))
    XCTAssertTrue(second)
    XCTAssertEqual(
      Set([first, presenter.alert?.message].compactMap { $0 }), ["disk full", "no access"])
    presenter.dismiss()
    let settled = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertTrue(settled)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 1))
  }

  // A stopped presenter takes nothing more: a notice published after waits for the next
  // view, so the wait ends at its deadline.
  @MainActor
  func testAStoppedPresenterTimesOut() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    presenter.stop()
    bus.publish("offline", .retryable)
    let shown = await presenter.waitUntilShown(timeout: .milliseconds(20))
    XCTAssertFalse(shown)
    XCTAssertEqual(presenter.toasts, [])
  }

  // Nothing more can come once the bus is gone.
  @MainActor
  func testAPresenterWhoseBusIsGoneIsShownAtOnce() async {
    var bus: ErrorBus? = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus ?? ErrorBus(), toastLifetime: nil)
    bus = nil
    let shown = await presenter.waitUntilShown(timeout: .zero)
    XCTAssertTrue(shown)
  }

  /// Starts work that fails off the main actor (this function is not isolated, so neither is
  /// the task `perform` starts).
  private nonisolated func fail(_ tracker: ErrorTracker, _ message: String) {
    tracker.perform(context: .action) { () async throws(SampleError) in
      throw SampleError(message, .notifyUser)
    }
  }
}
