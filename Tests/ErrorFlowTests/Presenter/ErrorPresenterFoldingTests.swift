import ErrorFlow
import ErrorFlowTesting
import XCTest

/// Folding through the presenter, on virtual time: the bus's windows run on a
/// `TestScheduler` advanced on the main thread, so each follow-up reaches the presenter
/// inside `advanceTo`.
final class ErrorPresenterFoldingTests: ErrorFlowTestCase {
  private func makeBus(_ scheduler: TestScheduler) -> ErrorBus {
    ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
  }

  // The first toast shows at once; its repeats within the window come as one follow-up when
  // the window ends, which adds to the toast still shown (same id, same place); after the
  // window the same error is news again.
  @MainActor
  func testRepeatsOfAToastAddToTheToastShown() async {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = makeBus(scheduler)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    for time in [100, 101, 102] as [TestTime] {
      scheduler.advanceTo(time)
      bus.publish("offline", .retryable)
      trace.record()
    }
    scheduler.advanceTo(110)
    trace.record()
    scheduler.advanceTo(111)
    bus.publish("offline", .retryable)
    trace.record()
    let first = PresenterSnapshot(toasts: [toastState(1, "offline")])
    let folded = PresenterSnapshot(toasts: [toastState(1, "offline", count: 3)])
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(changes: [.toasts], state: first),
        PresenterStep(changes: [], state: first),
        PresenterStep(changes: [], state: first),
        PresenterStep(changes: [.toasts], state: folded),
        PresenterStep(
          changes: [.toasts],
          state: PresenterSnapshot(
            toasts: [toastState(1, "offline", count: 3), toastState(3, "offline")])),
      ])
    XCTAssertEqual(
      bus.counters,
      ErrorBusCounters(published: 4, delivered: 3, coalesced: 1, liveSubscribers: 1))
  }

  // The toast the follow-up refers to is gone: the follow-up is a toast of its own, with the
  // total, as the console view prints it.
  @MainActor
  func testAFollowUpOfADismissedToastIsANewToastWithTheTotal() async {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = makeBus(scheduler)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    scheduler.advanceTo(100)
    bus.publish("offline", .retryable)
    scheduler.advanceTo(101)
    bus.publish("offline", .retryable)
    presenter.dismissToast(1)
    presenter.dismissToast(1)  // gone already: nothing
    let trace = PresenterTrace(presenter)
    scheduler.advanceTo(110)
    trace.record()
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(
          changes: [.toasts],
          state: PresenterSnapshot(toasts: [toastState(2, "offline", count: 2)]))
      ])
  }

  // Repeats of the open alert gather while it is open and follow once it is dismissed, as a
  // new alert showing the total; a critical error never folds.
  @MainActor
  func testRepeatsOfTheOpenAlertFollowItAfterDismiss() async {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = makeBus(scheduler)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    scheduler.advanceTo(100)
    bus.publish("offline", .notifyUser)
    trace.record()
    for time in [101, 102, 115] as [TestTime] {
      scheduler.advanceTo(time)
      bus.publish("offline", .notifyUser)
    }
    trace.record()
    presenter.dismiss()
    trace.record()
    presenter.dismiss()
    bus.publish("disk full", .critical)
    bus.publish("disk full", .critical)
    trace.record()
    presenter.dismiss()
    trace.record()
    presenter.dismiss()
    trace.record()
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(changes: [.alert], state: PresenterSnapshot(alert: alertState(1, "offline"))),
        PresenterStep(changes: [], state: PresenterSnapshot(alert: alertState(1, "offline"))),
        PresenterStep(
          changes: [.alert, .alert],
          state: PresenterSnapshot(alert: alertState(2, "offline", count: 4))),
        PresenterStep(
          changes: [.alert, .alert],
          state: PresenterSnapshot(alert: alertState(3, "disk full", level: .critical))),
        PresenterStep(
          changes: [.alert, .alert],
          state: PresenterSnapshot(alert: alertState(4, "disk full", level: .critical))),
        PresenterStep(changes: [.alert], state: PresenterSnapshot()),
      ])
  }
}
