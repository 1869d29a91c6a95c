import ErrorFlow
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Issue 10 items 1 and 2, issue 11 item 5: no alert is lost or stalls the queue, the first
/// error shows at once, and the counters add up.
final class ErrorBusDeliveryTests: ErrorFlowTestCase {
  // Issue 10 item 1: `take(1)` behind `map` stops after the toast while the buffer is still
  // being delivered; the alert after it used to count as delivered, and the bus then waited
  // forever for its acknowledgement: no alert was ever shown again.
  func testAnAlertNobodySawWaitsForTheNextSubscriber() {
    let bus = ErrorBus(policy: busTestPolicy)
    bus.publish("toast", .retryable)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    var seen: [String] = []
    let once = bus.notices.map(\.summary).take(1).subscribe(onNext: { seen.append($0) })
    XCTAssertEqual(seen, ["toast:toast"])
    XCTAssertEqual(bus.counters.pending, 2)
    let recorder = ErrorRecorder(bus: bus)
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:first", "alert:second"])
    once.dispose()
    recorder.dispose()
    assertCountersAddUp(bus)
  }

  // Issue 11 item 5: an alert shows at once; its repeats come as one follow-up alert when
  // the window ends.
  func testTheFirstAlertShowsAtOnceAndItsRepeatsFollowOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let observer = scheduler.createObserver(String.self)
    let subscription = bus.notices.subscribe(onNext: { notice in
      observer.onNext(notice.summary)
      bus.acknowledge(notice)
    })
    for time in 100..<104 as Range<TestTime> {
      scheduler.scheduleAt(time) { bus.publish("offline", .notifyUser) }
    }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(observer.events, [.next(100, "alert:offline"), .next(110, "alert:offline+3")])
    XCTAssertEqual(bus.counters.coalesced, 2)
    assertCountersAddUp(bus)
  }

  // Issue 10 item 2: a notice merged into an identical queued alert adds one to `coalesced`
  // (its own), not its whole count (the other errors it stood for were counted already).
  func testRepeatsMergingIntoAWaitingAlertAddUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    var shown: [ErrorNotice] = []
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
    scheduler.scheduleAt(150) { shown.first.map(bus.acknowledge) }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(observer.events, [.next(100, "alert:x"), .next(150, "alert:x+4")])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 5, delivered: 2, coalesced: 3))
    assertCountersAddUp(bus)
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

  // Releasing the bus ends its subscriptions (issue 10 item 9, for the bus).
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
