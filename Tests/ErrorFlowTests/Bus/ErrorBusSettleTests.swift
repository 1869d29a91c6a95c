import ErrorFlow
import ErrorFlowTesting
import XCTest

/// `waitUntilSettled` and `blockUntilSettled`: they return `true` exactly when nothing is on
/// its way to a view, no view is busy, no alert is open and no follow-up is held back (within
/// the scope asked for), and no tracked work may still publish; `false` at the deadline.
final class ErrorBusSettleTests: ErrorFlowTestCase {
  func testABusWithNothingPublishedIsSettledForAnyTimeout() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let zero = await bus.waitUntilSettled(timeout: .zero)
    let negative = await bus.waitUntilSettled(timeout: .seconds(-5))
    let huge = await bus.waitUntilSettled(timeout: .seconds(Int64.max))
    XCTAssertEqual([zero, negative, huge], [true, true, true])
    let largest = Duration(secondsComponent: .max, attosecondsComponent: .max)
    let smallest = Duration(secondsComponent: .min, attosecondsComponent: .min)
    XCTAssertTrue(bus.blockUntilSettled(timeout: largest))
    XCTAssertTrue(bus.blockUntilSettled(timeout: smallest))
  }

  // A notice waiting for its view's scheduler keeps the bus unsettled; zero and negative
  // timeouts look once and report it; once the scheduler ran, the bus is settled.
  func testANoticeWaitingInAViewsQueueIsNotSettled() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let queue = TestScheduler(initialClock: 0)
    let view = SettleView(bus, on: queue)
    bus.publish("offline", .retryable)
    let zero = await bus.waitUntilSettled(timeout: .zero)
    let negative = await bus.waitUntilSettled(timeout: .seconds(-1))
    XCTAssertEqual([zero, negative], [false, false])
    XCTAssertFalse(bus.blockUntilSettled(timeout: .milliseconds(-1)))
    queue.start()
    let settled = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertTrue(settled)
    XCTAssertEqual(view.received, ["toast:offline"])
    view.dispose()
  }

  // Notices published while no view is bound wait in the buffer: nothing shows them, so the
  // wait ends at its deadline with `false`.
  func testNoticesWithNoViewTimeOut() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("offline", .retryable)
    let settled = await bus.waitUntilSettled(timeout: .milliseconds(20))
    XCTAssertFalse(settled)
    XCTAssertEqual(bus.counters.pending, 1)
  }

  // An alert on screen keeps the bus unsettled until it is answered, and the alert queued
  // behind it too; without open alerts in scope the bus settles once the first is shown.
  func testAnOpenAlertIsSettledOnlyOnceAnswered() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let view = SettleView(bus)
    bus.publish("disk full", .notifyUser)
    bus.publish("no access", .notifyUser)
    XCTAssertEqual(view.received, ["alert:disk full"])
    let open = await bus.waitUntilSettled(timeout: .zero)
    let shown = await bus.waitUntilSettled(timeout: .zero, includingOpenAlerts: false)
    XCTAssertEqual([open, shown], [false, true])
    view.acknowledgeLast()
    XCTAssertEqual(view.received, ["alert:disk full", "alert:no access"])
    XCTAssertFalse(bus.blockUntilSettled(timeout: .zero))
    view.acknowledgeLast()
    XCTAssertTrue(bus.blockUntilSettled(timeout: .zero))
    view.dispose()
  }

  // A follow-up held in a coalescing window keeps the bus unsettled until the window ends,
  // unless follow-ups are left out of the wait.
  func testAFollowUpHeldInAWindowIsSettledOnlyOnceTheWindowEnds() async {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: windows, coalescingWindow: .seconds(10))
    let view = SettleView(bus)
    for _ in 0..<3 { bus.publish("offline", .retryable) }
    XCTAssertEqual(view.received, ["toast:offline"])
    let held = await bus.waitUntilSettled(timeout: .zero)
    let withoutFollowUps = await bus.waitUntilSettled(timeout: .zero, includingFollowUps: false)
    XCTAssertEqual([held, withoutFollowUps], [false, true])
    windows.start()
    let settled = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertTrue(settled)
    XCTAssertEqual(view.received, ["toast:offline", "toast:offline+2"])
    view.dispose()
  }

  // The follow-up of an open alert needs its answer, like the alerts behind it: left out of a
  // wait that leaves out open alerts.
  func testTheFollowUpOfAnOpenAlertWaitsForItsAnswer() async {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: windows, coalescingWindow: .seconds(10))
    let view = SettleView(bus)
    bus.publish("disk full", .notifyUser)
    bus.publish("disk full", .notifyUser)
    let shown = await bus.waitUntilSettled(timeout: .zero, includingOpenAlerts: false)
    let all = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertEqual([shown, all], [true, false])
    view.acknowledgeLast()
    XCTAssertEqual(view.received, ["alert:disk full", "alert:disk full+1"])
    view.acknowledgeLast()
    let settled = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertTrue(settled)
    view.dispose()
  }

  // A tracker's work that has not failed yet may still publish: the bus waits for it, and
  // returns only once its error was shown. The work is held on a gate the test opens after
  // the wait began, so the wait must have seen the work in flight.
  func testTrackedWorkInFlightIsWaitedFor() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let view = SettleView(bus)
    let tracker = ErrorTracker(bus: bus)
    let gate = AsyncStream<Void>.makeStream()
    let work = tracker.perform(context: .action) { () async throws(SampleError) in
      for await _ in gate.stream {}
      throw SampleError("offline", .retryable)
    }
    let early = await bus.waitUntilSettled(timeout: .zero)
    XCTAssertFalse(early)
    let waiter = Task { await bus.waitUntilSettled(timeout: .seconds(Int64.max)) }
    gate.continuation.finish()
    let settled = await waiter.value
    XCTAssertTrue(settled)
    XCTAssertEqual(view.received, ["toast:offline"])
    await work.value
    view.dispose()
  }

  // A retry started from a view's handler is counted before the handler returns: the bus is
  // never seen settled between the answer and the retried work's error.
  func testARetryStartedByTheViewIsWaitedFor() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let tracker = ErrorTracker(bus: bus)
    let attempts = AttemptCounter()
    let view = SettleView(bus) { notice, receipt in
      receipt.acknowledge()
      if attempts.value < 2 { notice.error.retry?() }
    }
    tracker.perform(context: .action) { () async throws(SampleError) in
      attempts.increment()
      throw SampleError("offline", .retryable)
    }
    let settled = await bus.waitUntilSettled(timeout: .seconds(Int64.max))
    XCTAssertTrue(settled)
    XCTAssertEqual(attempts.value, 2)
    XCTAssertEqual(view.received, ["toast:offline", "toast:offline"])
    view.dispose()
  }

  // A wait called from a view's own handler does not deadlock: the bus's lock is not held
  // while a handler runs, and the handler's own delivery run keeps the bus unsettled.
  func testAWaitFromInsideAHandlerReturnsAtItsDeadline() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let inside = AttemptCounter()
    let view = SettleView(bus) { _, _ in
      if !bus.blockUntilSettled(timeout: .milliseconds(5)) { inside.increment() }
    }
    bus.publish("offline", .retryable)
    XCTAssertEqual(inside.value, 1)
    XCTAssertTrue(bus.blockUntilSettled(timeout: .zero))
    view.dispose()
  }

  // Cancelling the waiting task ends the wait: `false` while the bus is not settled.
  func testACancelledWaitReturnsFalse() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("offline", .retryable)
    let waiter = Task { await bus.waitUntilSettled(timeout: .seconds(Int64.max)) }
    waiter.cancel()
    let settled = await waiter.value
    XCTAssertFalse(settled)
  }

  // The blocking wait on a thread of its own returns once another thread answers the alert.
  func testTheBlockingWaitReturnsOnceAnotherThreadAnswers() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let view = SettleView(bus)
    bus.publish("disk full", .notifyUser)
    DispatchQueue.global().async { view.acknowledgeLast() }
    XCTAssertTrue(bus.blockUntilSettled(timeout: .seconds(Int64.max)))
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1, liveSubscribers: 1))
    view.dispose()
  }
}

/// A count shared with closures the library may call on any thread.
final class AttemptCounter: @unchecked Sendable {
  // `lock` guards `count`.
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
