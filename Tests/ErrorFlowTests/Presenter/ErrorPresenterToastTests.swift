import ErrorFlow
import ErrorFlowTesting
import XCTest

/// The toasts' bound and lifetime: lifetimes run on a `TestClock`, moved by the test, or, where
/// the real clock matters, on a `WatchedClock`.
final class ErrorPresenterToastTests: ErrorFlowTestCase {
  // A toast goes when its lifetime ends on the clock; one the view dismissed stops its
  // timer at once.
  @MainActor
  func testAToastGoesWhenItsLifetimeEnds() async throws {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let clock = TestClock()
    let presenter = ErrorPresenter(bus: bus, toastLifetime: .seconds(4), clock: clock)
    let trace = PresenterTrace(presenter)
    bus.publish("offline", .retryable)
    trace.record()
    try await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))
    bus.publish("slow", .retryable)
    trace.record()
    try await clock.waitForSleepers(2)
    XCTAssertEqual(
      clock.deadlines, [TestClock.Instant(offset: .seconds(4)), .init(offset: .seconds(6))])
    clock.advance(by: .seconds(2))  // the first toast's time is up
    await trace.recordAfter(changes: 1)
    presenter.dismissToast(2)
    trace.record()
    XCTAssertEqual(clock.deadlines, [])
    XCTAssertEqual(
      trace.steps,
      [
        PresenterStep(
          changes: [.toasts], state: PresenterSnapshot(toasts: [toastState(1, "offline")])),
        PresenterStep(
          changes: [.toasts],
          state: PresenterSnapshot(toasts: [toastState(1, "offline"), toastState(2, "slow")])),
        PresenterStep(
          changes: [.toasts], state: PresenterSnapshot(toasts: [toastState(2, "slow")])),
        PresenterStep(changes: [.toasts], state: PresenterSnapshot()),
      ])
    XCTAssertEqual(trace.log.offMainChanges, [])
  }

  // A follow-up that adds to a toast starts its lifetime again: the old timer is cancelled,
  // the new one ends a full lifetime after the follow-up.
  @MainActor
  func testAFollowUpRestartsTheToastsLifetime() async throws {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let clock = TestClock()
    let presenter = ErrorPresenter(bus: bus, toastLifetime: .seconds(4), clock: clock)
    scheduler.advanceTo(100)
    bus.publish("offline", .retryable)
    bus.publish("offline", .retryable)
    try await clock.waitForSleepers(1)
    clock.advance(by: .seconds(3))
    scheduler.advanceTo(110)  // the follow-up: ×2, and four more seconds
    XCTAssertEqual(presenter.toasts, [toastState(1, "offline", count: 2)])
    try await clock.waitForSleepers(1)
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .seconds(7))])
    presenter.stop()
    XCTAssertEqual(clock.deadlines, [])
  }

  // Extreme: a thousand toasts into a list of three. The list keeps the newest three, the
  // pushed-out ones are counted, each publish changes the list (and the count) once, and
  // only the three shown keep a timer.
  @MainActor
  func testAFullToastListDropsTheOldestAndCountsThem() async throws {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 10)
    let clock = TestClock()
    let presenter = ErrorPresenter(
      bus: bus, toastCapacity: 3, toastLifetime: .seconds(4), clock: clock)
    let trace = PresenterTrace(presenter)
    for index in 1...1000 {
      bus.publish("toast \(index)", .retryable)
      trace.record()
    }
    XCTAssertEqual(trace.steps.prefix(3).map(\.changes), Array(repeating: [.toasts], count: 3))
    XCTAssertEqual(
      Set(trace.steps.dropFirst(3).map(\.changes)), [[.toasts, .droppedToastCount]])
    XCTAssertEqual(
      trace.steps.last?.state,
      PresenterSnapshot(
        toasts: [
          toastState(998, "toast 998"), toastState(999, "toast 999"),
          toastState(1000, "toast 1000"),
        ],
        droppedToastCount: 997))
    try await clock.waitForSleepers(3)
    XCTAssertEqual(clock.deadlines.count, 3)
    XCTAssertEqual(
      bus.counters, ErrorBusCounters(published: 1000, delivered: 1000, liveSubscribers: 1))
  }

  // Extreme settings are clamped, never trapped on: a capacity below one holds one toast;
  // a lifetime of zero or less means no expiry; the longest lifetime is cut to a day, which
  // `ContinuousClock` can sleep for (it traps on a deadline past `Int64.max` seconds). The
  // lifetimes sleep on the real clock, watched: each asks for exactly a day, the one of the
  // toast pushed out is cancelled, and `stop()` cancels the other.
  @MainActor
  func testExtremeSettingsAreClamped() async throws {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    for capacity in [0, -1, Int.min] {
      let presenter = ErrorPresenter(bus: bus, toastCapacity: capacity, toastLifetime: nil)
      XCTAssertEqual(presenter.toastCapacity, 1)
      presenter.stop()
    }
    for lifetime in [
      Duration.zero, .seconds(-1), .init(secondsComponent: .min, attosecondsComponent: 0),
    ] {
      let presenter = ErrorPresenter(bus: bus, toastLifetime: lifetime)
      XCTAssertNil(presenter.toastLifetime)
      presenter.stop()
    }
    let started = expectation(description: "both lifetimes sleep on the real clock")
    started.expectedFulfillmentCount = 2
    let pushedOut = expectation(description: "the pushed-out toast's sleep is cancelled")
    let stopped = expectation(description: "stop() cancels the other sleep")
    let clock = WatchedClock { event, events in
      switch event {
      case .sleepStarted: started.fulfill()
      case .sleepCancelled:
        (events.filter { $0 == .sleepCancelled }.count == 1 ? pushedOut : stopped).fulfill()
      case .sleepEnded, .released: break
      }
    }
    let longest = Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999)
    let presenter = ErrorPresenter(
      bus: bus, toastCapacity: 1, toastLifetime: longest, clock: clock)
    XCTAssertEqual(presenter.toastLifetime, .seconds(86_400))
    bus.publish("one", .retryable)
    bus.publish("two", .retryable)  // pushes the first out, cancelling its sleep
    XCTAssertEqual(presenter.toasts, [toastState(2, "two")])
    XCTAssertEqual(presenter.droppedToastCount, 1)
    await fulfillment(of: [started, pushedOut], timeout: 5)
    let day = WatchedClock.Event.sleepStarted(.seconds(86_400))
    XCTAssertEqual(clock.events.filter { $0 != .sleepCancelled }, [day, day])
    XCTAssertEqual(clock.events.count, 3, "the second toast's lifetime still sleeps")
    presenter.stop()
    await fulfillment(of: [stopped], timeout: 5)
    XCTAssertEqual(
      clock.events.filter { $0 != day }, [.sleepCancelled, .sleepCancelled], "none ended")
  }
}
