import ErrorFlow
import ErrorFlowTesting
import XCTest

/// Several presenters bound to one bus: each shows the alert, and when one dismisses it the
/// others stop showing it at once, before the next alert comes (issue 29, item 6).
final class ErrorPresenterSharingTests: ErrorFlowTestCase {
  // Old code: the second presenter kept showing "first" after the first presenter
  // dismissed it, until "second" replaced it.
  @MainActor
  func testDismissingInOnePresenterRemovesTheAlertFromTheOthers() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let one = ErrorPresenter(bus: bus, toastLifetime: nil)
    let two = ErrorPresenter(bus: bus, toastLifetime: nil)
    let three = ErrorPresenter(bus: bus, toastLifetime: nil)
    bus.publish("first", .notifyUser)
    XCTAssertEqual(
      [one.alert, two.alert, three.alert], Array(repeating: alertState(1, "first"), count: 3))
    one.dismiss()
    XCTAssertEqual([one.alert, two.alert, three.alert], [nil, nil, nil])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1, liveSubscribers: 3))
    bus.publish("second", .notifyUser)
    XCTAssertEqual(
      [one.alert, two.alert, three.alert], Array(repeating: alertState(2, "second"), count: 3))
    three.retry()  // answers it too
    XCTAssertEqual([one.alert, two.alert, three.alert], [nil, nil, nil])
    two.dismiss()  // nothing shows there any more: nothing happens
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2, liveSubscribers: 3))
    one.stop()
    two.stop()
    three.stop()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // The next alert waiting behind the answered one reaches every presenter after the answered
  // one left them: each ends showing the next alert, none the answered one.
  @MainActor
  func testTheNextAlertReplacesTheAnsweredOneEverywhere() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let one = ErrorPresenter(bus: bus, toastLifetime: nil)
    let two = ErrorPresenter(bus: bus, toastLifetime: nil)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    two.dismiss()
    XCTAssertEqual([one.alert, two.alert], [alertState(2, "second"), alertState(2, "second")])
    one.dismiss()
    XCTAssertEqual([one.alert, two.alert], [nil, nil])
    one.stop()
    two.stop()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // A presenter whose main-queue delivery had not run yet when another view answered the
  // alert is never handed the answered alert: it skips it in its queue. Old code: it showed
  // "first" after it was answered.
  @MainActor
  func testAPresenterNotYetHandedTheAlertWhenAnotherViewAnswersItNeverShowsIt() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let presenter = ErrorPresenter(bus: bus, toastLifetime: nil)
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record(_:_:))
    let answered = expectation(description: "answered off the main queue")
    DispatchQueue.global().async {
      // The view receives it here; the presenter's delivery is queued on the main queue.
      bus.publish("first", .notifyUser)
      log.receipts.first?.acknowledge()
      answered.fulfill()
    }
    await fulfillment(of: [answered], timeout: 5)
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    XCTAssertEqual(log.summaries, ["alert:first"])
    XCTAssertNil(presenter.alert)
    view.dispose()
    presenter.stop()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1))
  }
}
