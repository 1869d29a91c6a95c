import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// No alert is lost or stalls the queue, the first error shows at once, and the counters add
/// up.
final class ErrorBusDeliveryTests: ErrorFlowTestCase {
  // `take(1)` behind `map` stops after the toast while the buffer is still being delivered;
  // the alert after it used to count as delivered, and the bus then waited forever for its
  // acknowledgement: no alert was ever shown again.
  func testAnAlertNobodySawWaitsForTheNextSubscriber() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.publish("toast", .retryable)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    let seen = Locked<[String]>([])
    let once = bus.notices.map(\.summary).take(1).subscribe(onNext: { seen.append($0) })
    XCTAssertEqual(seen.value, ["toast:toast"])
    XCTAssertEqual(bus.counters.pending, 2)
    let recorder = ErrorRecorder(bus: bus)
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:first", "alert:second"])
    once.dispose()
    recorder.dispose()
    assertCountersAddUp(bus)
  }

  // An alert shows at once; its repeats while it is open come as one follow-up alert, shown
  // once it is dismissed (its window ended at 110, while it was still open).
  func testRepeatsOfAnOpenAlertFollowOnceItIsDismissed() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let observer = scheduler.createObserver(String.self)
    let receipts = Locked<[NoticeReceipt]>([])
    let subscription = bus.subscribe { notice, receipt in
      observer.onNext(notice.summary)
      receipts.append(receipt)
    }
    for time in 100..<104 as Range<TestTime> {
      scheduler.scheduleAt(time) { bus.publish("offline", .notifyUser) }
    }
    scheduler.scheduleAt(150) { receipts.value.first?.acknowledge() }
    scheduler.scheduleAt(160) { receipts.value.last?.acknowledge() }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(observer.events, [.next(100, "alert:offline"), .next(150, "alert:offline+3")])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 4, delivered: 2, coalesced: 2))
    assertCountersAddUp(bus)
  }

  // Dismissing an alert ends its window: an identical error after that is news (a Retry that
  // failed again), shown at once rather than as a follow-up when the window ends.
  func testAnAlertDismissedEndsItsWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let observer = scheduler.createObserver(String.self)
    let subscription = bus.subscribe { notice, receipt in
      observer.onNext(notice.summary)
      receipt.acknowledge()
    }
    for time in 100..<103 as Range<TestTime> {
      scheduler.scheduleAt(time) { bus.publish("offline", .notifyUser) }
    }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(
      observer.events,
      [.next(100, "alert:offline"), .next(101, "alert:offline"), .next(102, "alert:offline")])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }

  // A notice merged into an identical queued alert adds one to `coalesced` (its own), not its
  // whole count (the other errors it stood for were counted already).
  func testRepeatsMergingIntoAWaitingAlertAddUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let shown = Locked<[ErrorNotice]>([])
    let observer = scheduler.createObserver(String.self)
    let subscription = bus.notices.subscribe(onNext: {
      shown.append($0)
      observer.onNext($0.summary)
    })
    scheduler.scheduleAt(100) { bus.publish("x", .notifyUser) }
    scheduler.scheduleAt(101) { bus.publish("x", .notifyUser) }
    scheduler.scheduleAt(102) { bus.publish("x", .notifyUser) }
    // The follow-up (2 repeats) waits behind the unanswered first alert; a later window's
    // first error and its repeat merge into it.
    scheduler.scheduleAt(120) { bus.publish("x", .notifyUser) }
    scheduler.scheduleAt(121) { bus.publish("x", .notifyUser) }
    scheduler.scheduleAt(150) { shown.value.first.map(bus.acknowledge) }
    scheduler.scheduleAt(160) { shown.value.last.map(bus.acknowledge) }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(observer.events, [.next(100, "alert:x"), .next(150, "alert:x+4")])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 5, delivered: 2, coalesced: 3))
    assertCountersAddUp(bus)
  }

  // A storm of repeats of three errors, as alerts and toasts, with the open alert dismissed
  // now and then: every follow-up refers to a notice the view had received before it. (The
  // first notice of a window used to merge into an identical queued alert, and the window's
  // follow-ups then referred to it, a notice no view ever saw.)
  func testEveryFollowUpRefersToANoticeTheViewSaw() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(
      policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10), capacity: 5)
    let seen = Locked(Set<UInt64>())
    let dangling = Locked<[String]>([])
    let alerts = Locked<[ErrorNotice]>([])
    let followUps = Locked(0)
    let subscription = bus.notices.subscribe(onNext: { notice in
      if let first = notice.repeatOf {
        followUps.add(1)
        if !seen.value.contains(first) { dangling.append(notice.description) }
      }
      seen.withLock { _ = $0.insert(notice.id) }
      if notice.presentation.isAlert { alerts.append(notice) }
    })
    var state: UInt64 = 7
    for time in 1...3_000 as ClosedRange<TestTime> {
      // A fixed pseudo-random storm (a linear congruential sequence): the same every run.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let choice = Int(truncatingIfNeeded: state >> 33)
      let key = "k\(choice % 3)"
      switch choice / 3 % 8 {
      case 0, 1: scheduler.scheduleAt(time) { bus.publish(key, .retryable) }
      case 2: scheduler.scheduleAt(time) { alerts.value.last.map(bus.acknowledge) }
      default: scheduler.scheduleAt(time) { bus.publish(key, .notifyUser) }
      }
    }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(dangling.value, [])
    XCTAssertGreaterThan(followUps.value, 100)
  }

  // Criticals never fold, also with the new immediate delivery.
  func testCriticalAlertsNeverFold() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let recorder = ErrorRecorder(bus: bus)
    for time in 100..<103 as Range<TestTime> {
      scheduler.scheduleAt(time) { bus.publish("disk", .critical) }
    }
    scheduler.start()
    recorder.dispose()
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:disk", "alert:disk", "alert:disk"])
    XCTAssertEqual(recorder.notices.map(\.isFollowUp), [false, false, false])
    assertCountersAddUp(bus)
  }

  // At most `capacity` windows are open: beyond that, errors are delivered one by one.
  func testOpenWindowsAreBounded() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(
      policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10), capacity: 2)
    let observer = scheduler.createObserver(String.self)
    let subscription = bus.notices.subscribe(onNext: { observer.onNext($0.summary) })
    for key in ["a", "b", "c"] {
      scheduler.scheduleAt(100) { bus.publish(key, .retryable) }
      scheduler.scheduleAt(101) { bus.publish(key, .retryable) }
    }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(
      observer.events,
      [
        .next(100, "toast:a"), .next(100, "toast:b"), .next(100, "toast:c"), .next(101, "toast:c"),
        .next(110, "toast:a+1"), .next(110, "toast:b+1"),
      ])
    assertCountersAddUp(bus)
  }

  // Releasing the bus ends its subscriptions.
  func testReleasingTheBusEndsItsSubscriptions() {
    let before = Diagnostics.liveSubscriptions
    var bus: ErrorBus? = ErrorBus(policy: busTestPolicy)
    let subscription = bus?.notices.map(\.summary).subscribe(onNext: { _ in })
    XCTAssertGreaterThan(Diagnostics.liveSubscriptions, before)
    bus = nil
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
    subscription?.dispose()
  }
}
