import ErrorFlow
import ErrorFlowTesting
import XCTest

/// The presenter as a view bound to the bus: each test drives the bus on the main thread (a
/// bus without a scheduler hands notices over where they are published, and the main
/// scheduler runs them at once there), records each step through `withObservationTracking`,
/// and compares the whole sequence of changes and states.
final class ErrorPresenterTests: ErrorFlowTestCase {
  @MainActor
  func testAlertsShowOneAtATimeAndDismissLetsTheNextIn() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    bus.publish("first", .notifyUser)
    trace.record()
    bus.publish("second", .notifyUser)  // waits in the bus: no change
    trace.record()
    presenter.dismiss()  // the first leaves, then the second arrives
    trace.record()
    presenter.dismiss()
    trace.record()
    presenter.dismiss()  // nothing shows: nothing changes
    trace.record()
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(changes: [.alert], state: PresenterSnapshot(alert: alertState(1, "first"))),
        PresenterStep(changes: [], state: PresenterSnapshot(alert: alertState(1, "first"))),
        PresenterStep(
          changes: [.alert, .alert], state: PresenterSnapshot(alert: alertState(2, "second"))),
        PresenterStep(changes: [.alert], state: PresenterSnapshot()),
        PresenterStep(changes: [], state: PresenterSnapshot()),
      ])
    XCTAssertEqual(trace.log.offMainChanges, [])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 1))
  }

  // Retry acknowledges first, as the console view does, then runs the action: an error the
  // action publishes at once is the next alert. An alert without an action is only dismissed.
  @MainActor
  func testRetryAcknowledgesThenRunsTheRetryAction() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    let retries = RetryCounter()
    let retry = retries.action { bus.publish("sync failed again", .notifyUser) }
    bus.publish(AppError(SampleError("sync failed", .notifyUser), context: .action, retry: retry))
    trace.record()
    presenter.retry()
    trace.record()
    XCTAssertEqual(retries.count, 1)
    presenter.retry()  // no retry action: dismissed only
    trace.record()
    presenter.retry()  // nothing shows
    trace.record()
    XCTAssertEqual(retries.count, 1)
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(
          changes: [.alert],
          state: PresenterSnapshot(alert: alertState(1, "sync failed", retry: true))),
        PresenterStep(
          changes: [.alert, .alert],
          state: PresenterSnapshot(alert: alertState(2, "sync failed again"))),
        PresenterStep(changes: [.alert], state: PresenterSnapshot()),
        PresenterStep(changes: [], state: PresenterSnapshot()),
      ])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 1))
  }

  // A notice no view shows (log-only) changes nothing an observer sees.
  @MainActor
  func testASilentErrorChangesNothing() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    bus.publish("logged", .logOnly)
    trace.record()
    XCTAssertEqual(trace.steps, [PresenterStep(changes: [], state: PresenterSnapshot())])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, silenced: 1, liveSubscribers: 1))
  }

  // An error page replaces the previous one; retrying it removes it and runs its action; one
  // without an action offers no buttons, as in the console view.
  @MainActor
  func testErrorPagesReplaceEachOtherAndRetryRunsTheAction() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    let retries = RetryCounter()
    bus.publish("no notes", .notifyUser, context: .pageLoad)
    trace.record()
    bus.publish(
      AppError(SampleError("still no notes"), context: .pageLoad, retry: retries.action()))
    trace.record()
    presenter.retryErrorPage()
    trace.record()
    bus.publish("no notes", .notifyUser, context: .pageLoad)
    presenter.dismissErrorPage()
    trace.record()
    presenter.dismissErrorPage()
    presenter.retryErrorPage()
    trace.record()
    XCTAssertEqual(retries.count, 1)
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(
          changes: [.errorPage],
          state: PresenterSnapshot(
            errorPage: ErrorPageState(id: 1, title: "", message: "no notes"))),
        PresenterStep(
          changes: [.errorPage],
          state: PresenterSnapshot(
            errorPage: ErrorPageState(
              id: 2, title: "", message: "still no notes", actions: [.retry, .dismiss]))),
        PresenterStep(changes: [.errorPage], state: PresenterSnapshot()),
        PresenterStep(changes: [.errorPage, .errorPage], state: PresenterSnapshot()),
        PresenterStep(changes: [], state: PresenterSnapshot()),
      ])
  }

  // The bus signs out once per session: the presenter reports the first sign-out, not the
  // repeats, and again only after the session was restored.
  @MainActor
  func testSignOutIsReportedOncePerSession() async {
    let signOuts = RetryCounter()
    let onSignOut = signOuts.action()
    let bus = ErrorBus(policy: .standard(), scheduler: nil, onSignOut: { _ in onSignOut() })
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    bus.publish("expired", .sessionExpired)
    trace.record()
    bus.publish("expired", .sessionExpired)
    trace.record()
    presenter.dismissSignOut()
    bus.publish("expired", .sessionExpired)
    trace.record()
    bus.sessionRestored()
    bus.publish("expired again", .sessionExpired)
    trace.record()
    XCTAssertEqual(signOuts.count, 2)
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(
          changes: [.signOut],
          state: PresenterSnapshot(signOut: SignOutState(id: 1, message: "expired"))),
        PresenterStep(
          changes: [], state: PresenterSnapshot(signOut: SignOutState(id: 1, message: "expired"))),
        PresenterStep(changes: [.signOut], state: PresenterSnapshot()),
        PresenterStep(
          changes: [.signOut],
          state: PresenterSnapshot(signOut: SignOutState(id: 2, message: "expired again"))),
      ])
    XCTAssertEqual(
      bus.counters, ErrorBusCounters(published: 4, delivered: 2, coalesced: 2, liveSubscribers: 1))
  }

  // Releasing the presenter ends its subscription: the alert it showed, unanswered, and the
  // one queued behind it go to the next presenter, which shows the same notice at once.
  @MainActor
  func testAPresenterReleasedWithAnAlertShowingHandsItToTheNextPresenter() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    var first: ErrorPresenter? = ErrorPresenter(bus: bus, toastLifetime: nil)
    weak let released = first
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    XCTAssertEqual(first?.alert, alertState(1, "first"))
    first = nil
    XCTAssertNil(released)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, pending: 2))
    let next = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(next)
    trace.record()
    next.dismiss()
    trace.record()
    next.dismiss()
    trace.record()
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(changes: [], state: PresenterSnapshot(alert: alertState(1, "first"))),
        PresenterStep(
          changes: [.alert, .alert], state: PresenterSnapshot(alert: alertState(2, "second"))),
        PresenterStep(changes: [.alert], state: PresenterSnapshot()),
      ])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 1))
  }

  // stop() is the release without the release: the alert goes back (and leaves the state),
  // later notices wait for the next view, and the old receipt no longer counts.
  @MainActor
  func testStopHandsTheAlertBackAndReceivesNothingMore() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    bus.publish("first", .notifyUser)
    trace.record()
    presenter.stop()
    trace.record()
    bus.publish("offline", .retryable)
    presenter.stop()
    presenter.dismiss()
    trace.record()
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(changes: [.alert], state: PresenterSnapshot(alert: alertState(1, "first"))),
        PresenterStep(changes: [.alert], state: PresenterSnapshot()),
        PresenterStep(changes: [], state: PresenterSnapshot()),
      ])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, pending: 2))
    let next = ErrorPresenter(bus: bus, toastLifetime: nil)
    XCTAssertEqual(
      PresenterTrace(next).snapshot,
      PresenterSnapshot(alert: alertState(1, "first"), toasts: [toastState(2, "offline")]))
  }
}
