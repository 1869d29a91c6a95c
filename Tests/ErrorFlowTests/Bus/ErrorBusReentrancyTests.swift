import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Every place the bus calls the app's code, with that code calling back into the bus —
/// publishing, reading the counters, subscribing and disposing a view: no call deadlocks (a
/// hang guard fails it in seconds) and the events come in the order the calls made them, the
/// counters adding up (issue 27, item 4; contract 3: no app code under the bus's lock).
final class ErrorBusReentrancyTests: ErrorFlowTestCase {
  private let inner = AppError(SampleError("inner", .retryable), context: .action)

  /// A bus whose windows run on `windows` (nil: folding off), a view that records where it is
  /// published, and `reentry` pointed at the bus.
  private func makeBus(
    policy: PresentationPolicy = busTestPolicy, logger: ErrorLogger = .disabled,
    windows: TestScheduler? = nil, capacity: Int = 100, reentry: Reentry,
    onSignOut: @escaping @Sendable (AppError) -> Void = { _ in }
  ) -> (ErrorBus, ViewLog, Disposable) {
    let bus = ErrorBus(
      policy: policy, logger: logger, scheduler: windows, coalescingWindow: .seconds(10),
      capacity: capacity, onSignOut: onSignOut)
    reentry.bus = bus
    let log = ViewLog()
    return (bus, log, bus.subscribe(on: nil, onNotice: log.record(_:_:)))
  }

  // Old code: the identity key was read with the lock held, to open the coalescing window;
  // the publish inside it never returned.
  func testAnIdentityKeyThatCallsBackWhileAWindowOpens() {
    let reentry = Reentry(inner: inner)
    let windows = TestScheduler(initialClock: 0)
    let (bus, log, view) = makeBus(windows: windows, reentry: reentry)
    let outer = AppError(
      HookedError("outer", .retryable) { if $0 == "identityKey" { reentry.run($0) } },
      context: .action)
    guard assertReturns({ bus.publish(outer) }) else { return }
    windows.start()
    view.dispose()
    XCTAssertEqual(reentry.entries, ["identityKey: published 1"])
    XCTAssertEqual(log.summaries, ["toast:inner", "toast:outer"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
    assertCountersAddUp(bus)
  }

  // Old code: with folding off, an alert's key was read with the lock held when it had to
  // wait behind the current alert (to merge it with an identical one).
  func testAnIdentityKeyThatCallsBackWhileAnAlertQueues() {
    let reentry = Reentry(inner: inner)
    let (bus, log, view) = makeBus(reentry: reentry)
    bus.publish("first", .notifyUser)
    let outer = AppError(
      HookedError("outer", .notifyUser) { if $0 == "identityKey" { reentry.run($0) } },
      context: .action)
    guard assertReturns({ bus.publish(outer) }) else { return }
    log.receipts.first?.acknowledge()
    log.receipts.last?.acknowledge()
    view.dispose()
    XCTAssertEqual(reentry.entries, ["identityKey: published 2"])
    XCTAssertEqual(log.summaries, ["alert:first", "toast:inner", "alert:outer"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
    assertCountersAddUp(bus)
  }

  // An error the bus knows nothing of: its identity key is made from its description.
  // Old code: read with the lock held.
  func testAnUnknownErrorsDescriptionThatCallsBack() {
    let reentry = Reentry(inner: inner, armed: false)
    let windows = TestScheduler(initialClock: 0)
    let (bus, log, view) = makeBus(windows: windows, reentry: reentry)
    let outer = AppError(HookedUnknownError { reentry.run("description") }, context: .action)
    reentry.arm()
    guard assertReturns({ bus.publish(outer) }) else { return }
    windows.start()
    log.receipts.last?.acknowledge()
    view.dispose()
    XCTAssertEqual(reentry.entries, ["description: published 1"])
    XCTAssertEqual(log.summaries, ["toast:inner", "alert:"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
    assertCountersAddUp(bus)
  }

  // The policy, and the message it reads (`userMessage`, from the domain error's
  // `errorDescription`): asked before the bus takes its lock.
  func testAPresentationPolicyThatCallsBack() {
    let reentry = Reentry(inner: inner, limit: 1)
    let policy = PresentationPolicy { level, context, error in
      reentry.run("policy")
      return busTestPolicy.presentation(for: error)
    }
    let (bus, log, view) = makeBus(policy: policy, reentry: reentry)
    guard assertReturns({ bus.publish("outer", .retryable) }) else { return }
    view.dispose()
    XCTAssertEqual(reentry.entries, ["policy: published 1"])
    XCTAssertEqual(log.summaries, ["toast:inner", "toast:outer"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  func testAnErrorDescriptionThatCallsBack() {
    let reentry = Reentry(inner: inner, limit: 1)
    let windows = TestScheduler(initialClock: 0)
    let (bus, log, view) = makeBus(windows: windows, reentry: reentry)
    let outer = AppError(
      HookedError("outer", .retryable) { if $0 == "errorDescription" { reentry.run($0) } },
      context: .action)
    guard assertReturns({ bus.publish(outer) }) else { return }
    windows.start()
    view.dispose()
    XCTAssertEqual(reentry.entries, ["errorDescription: published 1"])
    XCTAssertEqual(log.summaries, ["toast:inner", "toast:outer"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // The logger's sinks: for every published error, and for a dropped notice.
  func testALogSinkThatCallsBack() {
    let reentry = Reentry(inner: inner, limit: 1)
    let sink = HookedSink { _ in reentry.run("sink") }
    let (bus, log, view) = makeBus(logger: ErrorLogger(sinks: [sink]), reentry: reentry)
    guard assertReturns({ bus.publish("outer", .retryable) }) else { return }
    view.dispose()
    XCTAssertEqual(reentry.entries, ["sink: published 1"])
    XCTAssertEqual(log.summaries, ["toast:inner", "toast:outer"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  func testALogSinkThatCallsBackWhenANoticeIsDropped() {
    let reentry = Reentry(inner: inner, limit: 1)
    let sink = HookedSink { record in if record.level == .logOnly { reentry.run("drop") } }
    let bus = ErrorBus(
      policy: busTestPolicy, logger: ErrorLogger(sinks: [sink]), scheduler: nil, capacity: 1)
    reentry.bus = bus
    bus.publish("one", .retryable)
    // "two" drops "one"; the sink publishes "inner", which drops "two", and the view it
    // subscribes takes "inner" from the buffer.
    guard assertReturns({ bus.publish("two", .retryable) }) else { return }
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record(_:_:))
    view.dispose()
    XCTAssertEqual(reentry.entries, ["drop: published 3"])
    XCTAssertEqual(log.summaries, [])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 1, dropped: 2))
  }

  func testASignOutHandlerThatCallsBack() {
    let reentry = Reentry(inner: inner, limit: 1)
    let (bus, log, view) = makeBus(reentry: reentry) { _ in reentry.run("signOut") }
    guard assertReturns({ bus.publish("expired", .sessionExpired) }) else { return }
    view.dispose()
    // The sign-out's notice was queued for the view before the handler ran; "inner" after it.
    XCTAssertEqual(reentry.entries, ["signOut: published 2"])
    XCTAssertEqual(log.summaries, ["alert:expired", "toast:inner"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // The windows' scheduler: asked to time a window, and to cancel one that closed early.
  func testAWindowSchedulerThatCallsBack() {
    let timing = Reentry(inner: inner, limit: 1)
    let cancelling = Reentry(inner: inner, limit: 1)
    let windows = TestScheduler(initialClock: 0)
    let hooked = HookedScheduler(windows) { site in
      if site == "scheduleRelative" { timing.run(site) }
      if site == "dispose" { cancelling.run(site) }
    }
    let bus = ErrorBus(
      policy: busTestPolicy, scheduler: hooked, coalescingWindow: .seconds(10))
    timing.bus = bus
    cancelling.bus = bus
    let log = ViewLog()
    let view = bus.subscribe(on: nil, onNotice: log.record)
    guard assertReturns({ bus.publish("alert", .notifyUser) }) else { return }
    // Acknowledging closes the alert's window early: its timer is cancelled.
    guard assertReturns({ log.receipts.first?.acknowledge() }) else { return }
    windows.start()
    view.dispose()
    XCTAssertEqual(
      timing.entries + cancelling.entries,
      ["scheduleRelative: published 2", "dispose: published 3"])
    // The second "inner" folds into the first one's window: its follow-up comes at its end.
    XCTAssertEqual(log.summaries, ["alert:alert", "toast:inner", "toast:inner+1"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }

  // A view's scheduler, asked to run the view's delivery, and the view's handler.
  func testAViewSchedulerAndHandlerThatCallBack() {
    let reentry = Reentry(inner: inner, limit: 2)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    reentry.bus = bus
    let queue = TestScheduler(initialClock: 0)
    let log = ViewLog()
    let view = bus.subscribe(on: HookedScheduler(queue) { reentry.run($0) }) { notice, receipt in
      log.record(notice, receipt)
      reentry.run("onNotice")
    }
    guard assertReturns({ bus.publish("outer", .retryable) }) else { return }
    guard assertReturns({ queue.start() }) else { return }
    view.dispose()
    XCTAssertEqual(reentry.entries, ["schedule: published 2", "onNotice: published 3"])
    XCTAssertEqual(log.summaries, ["toast:outer", "toast:inner", "toast:inner"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }

  // A plain subscriber of `notices`, called where the notice is published.
  func testANoticesObserverThatCallsBack() {
    let reentry = Reentry(inner: inner, limit: 1)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    reentry.bus = bus
    let log = ViewLog()
    let view = bus.notices.subscribe(onNext: { notice in
      log.record(notice)
      reentry.run("onNext")
    })
    guard assertReturns({ bus.publish("outer", .retryable) }) else { return }
    view.dispose()
    XCTAssertEqual(reentry.entries, ["onNext: published 2"])
    XCTAssertEqual(log.summaries, ["toast:outer", "toast:inner"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }
}

/// A log sink that runs `hook` with each record.
private struct HookedSink: ErrorLogSink {
  let hook: @Sendable (ErrorLogRecord) -> Void
  func write(_ record: ErrorLogRecord) { hook(record) }
}

/// A scheduler that runs `hook` with the name of each call (and `dispose` when a timer it
/// returned is cancelled) before passing it to `base`.
private final class HookedScheduler: SchedulerType, @unchecked Sendable {  // immutable
  let base: TestScheduler
  let hook: @Sendable (String) -> Void

  init(_ base: TestScheduler, hook: @escaping @Sendable (String) -> Void) {
    self.base = base
    self.hook = hook
  }

  var now: RxTime { base.now }

  func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  )
    -> Disposable
  {
    hook("schedule")
    return base.schedule(state, action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    hook("scheduleRelative")
    let timer = base.scheduleRelative(state, dueTime: dueTime, action: action)
    return Disposables.create { [hook] in
      hook("dispose")
      timer.dispose()
    }
  }
}
