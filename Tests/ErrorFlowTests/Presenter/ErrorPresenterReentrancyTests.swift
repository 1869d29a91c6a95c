import ErrorFlow
import Foundation
import Observation
import XCTest

/// The app code an ``ErrorPresenter`` runs — the retry actions its answers call and the
/// observers of its `@Observable` state — calling back into the presenter and its bus:
/// publishing, reading the counters, dismissing. Nothing deadlocks (each test ends on an
/// awaited wait with a timeout) and what the presenter shows always matches what it holds
/// (issue 27, item 4; contract 8: no app code under a library lock).
final class ErrorPresenterReentrancyTests: ErrorFlowTestCase {
  // The alert's retry action publishes two errors and reads the counters: the first is the
  // next alert at once (the answered one let it in), the second waits behind it.
  @MainActor
  func testARetryActionThatPublishesAndReadsTheCounters() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let seen = Seen()
    let retry = RetryAction {
      bus.publish("again", .notifyUser)
      bus.publish("and again", .notifyUser)
      seen.append("retry: \(bus.counters)")
    }
    bus.publish(AppError(SampleError("failed", .notifyUser), context: .action, retry: retry))
    presenter.retry()
    XCTAssertEqual(presenter.alert, alertState(2, "again"))
    presenter.dismiss()
    XCTAssertEqual(presenter.alert, alertState(3, "and again"))
    presenter.dismiss()
    let shown = await presenter.waitUntilShown(timeout: .seconds(5))
    XCTAssertTrue(shown)
    XCTAssertNil(presenter.alert)
    XCTAssertEqual(
      seen.entries,
      [
        "retry: \(ErrorBusCounters(published: 3, delivered: 2, pending: 1, liveSubscribers: 1))"
      ])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3, liveSubscribers: 1))
  }

  // An observer of `alert` (called as the change begins, as SwiftUI's is) dismisses,
  // publishes and reads the counters as the first alert arrives. Its dismiss runs once the
  // alert it is told of shows: it answers that alert, and the error it published (held
  // behind it meanwhile) shows next. Old code: the dismiss answered the alert before it
  // showed, and the answered alert stayed on screen with nothing held to dismiss.
  @MainActor
  func testAnObserverOfTheAlertThatDismissesPublishesAndReadsTheCounters() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let seen = Seen()
    withObservationTracking {
      _ = presenter.alert
    } onChange: {
      // Called on the main thread, where the bus delivered (it has no scheduler).
      MainActor.assumeIsolated {
        seen.append("observer sees \(presenter.alert?.message ?? "no alert")")
        presenter.dismiss()
        bus.publish("from the observer", .notifyUser)
        seen.append("observer: \(bus.counters)")
      }
    }
    bus.publish("first", .notifyUser)
    XCTAssertEqual(presenter.alert, alertState(2, "from the observer"))
    presenter.dismiss()
    let shown = await presenter.waitUntilShown(timeout: .seconds(5))
    XCTAssertTrue(shown)
    XCTAssertNil(presenter.alert)
    XCTAssertEqual(
      seen.entries,
      [
        "observer sees no alert",
        "observer: \(ErrorBusCounters(published: 2, delivered: 1, pending: 1, liveSubscribers: 1))",
      ])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 1))
  }

  // An observer of `errorPage` retries the page as a new one arrives: the retry runs once
  // the new page shows, so it removes that page and runs that page's action, once. Old
  // code: the retry found the old page still set, removed it (a change of the same
  // property, so the observer was called again) and recursed until the stack overflowed.
  @MainActor
  func testAnObserverOfTheErrorPageThatRetriesIt() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let seen = Seen()
    let first = RetryAction { seen.append("retry of the first page") }
    let second = RetryAction { seen.append("retry of the second page") }
    bus.publish(AppError(SampleError("first", .notifyUser), context: .pageLoad, retry: first))
    withObservationTracking {
      _ = presenter.errorPage
    } onChange: {
      MainActor.assumeIsolated {
        seen.append("observer sees \(presenter.errorPage?.message ?? "no page")")
        presenter.retryErrorPage()
        seen.append("observer: \(bus.counters)")
      }
    }
    bus.publish(AppError(SampleError("second", .notifyUser), context: .pageLoad, retry: second))
    XCTAssertNil(presenter.errorPage)
    presenter.retryErrorPage()  // no page: nothing runs
    let shown = await presenter.waitUntilShown(timeout: .seconds(5))
    XCTAssertTrue(shown)
    XCTAssertEqual(
      seen.entries,
      [
        "observer sees first",
        "observer: \(ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 1))",
        "retry of the second page",
      ])
  }

  // An observer of `toasts` dismisses the toast that is arriving: the dismissal runs once
  // the change it is told of is complete, so the new toast goes. Old code: the toast was
  // not there yet, the dismissal did nothing and the toast stayed.
  @MainActor
  func testAnObserverOfTheToastsThatDismissesThem() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let seen = Seen()
    bus.publish("kept", .retryable)
    withObservationTracking {
      _ = presenter.toasts
    } onChange: {
      MainActor.assumeIsolated {
        seen.append("observer sees \(presenter.toasts.map(\.message))")
        presenter.dismissToast(2)
      }
    }
    bus.publish("dismissed", .retryable)
    XCTAssertEqual(presenter.toasts, [toastState(1, "kept")])
    let shown = await presenter.waitUntilShown(timeout: .seconds(5))
    XCTAssertTrue(shown)
    XCTAssertEqual(seen.entries, ["observer sees [\"kept\"]"])
  }
}

/// What the app code saw, in order, from any thread.
// unchecked Sendable: `stored` is guarded by `lock`
private final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var entries: [String] { lock.withLock { stored } }

  func append(_ entry: String) {
    lock.withLock { stored.append(entry) }
  }
}
