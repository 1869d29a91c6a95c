import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// An error with a chosen message and level.
struct SampleError: AppErrorProtocol {
  let message: String
  let level: ErrorLevel

  init(_ message: String, _ level: ErrorLevel = .notifyUser) {
    self.message = message
    self.level = level
  }

  var errorDescription: String? { message }
  var identityKey: String { message }
}

final class ErrorBusTests: ErrorFlowTestCase {
  private func publish(
    _ bus: ErrorBus, _ message: String, _ level: ErrorLevel = .notifyUser,
    context: ErrorContext = .action
  ) {
    bus.publish(AppError(SampleError(message, level), context: context))
  }

  func testBuffersUntilTheFirstSubscriberAndDeliversOnce() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    publish(bus, "a", .retryable)
    publish(bus, "b", .retryable)
    XCTAssertEqual(bus.counters.delivered, 0)
    let first = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    XCTAssertEqual(first.notices.map(\.summary), ["toast:a", "toast:b"])
    first.dispose()
    let second = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    publish(bus, "c", .retryable)
    second.dispose()
    XCTAssertEqual(second.notices.map(\.summary), ["toast:c"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
    assertCountersAddUp(bus)
  }

  /// Records the bus's notices as summaries, at their virtual time.
  private func record(_ bus: ErrorBus, on scheduler: TestScheduler) -> (
    TestableObserver<String>, Disposable
  ) {
    let observer = scheduler.createObserver(String.self)
    let subscription = bus.notices.subscribe(onNext: { observer.onNext($0.summary) })
    return (observer, subscription)
  }

  // The first error shows at once; its repeats within the window arrive as
  // one follow-up when the window ends; the next window starts with the next error.
  func testCoalescesTheSameErrorWithinTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let (observer, subscription) = record(bus, on: scheduler)
    for time in 100..<110 {
      scheduler.scheduleAt(time) { self.publish(bus, "offline", .retryable) }
    }
    scheduler.scheduleAt(105) { self.publish(bus, "other", .retryable) }
    scheduler.scheduleAt(200) { self.publish(bus, "offline", .retryable) }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(
      observer.events,
      [
        .next(100, "toast:offline"), .next(105, "toast:other"), .next(110, "toast:offline+9"),
        .next(200, "toast:offline"),
      ])
    XCTAssertEqual(bus.counters.coalesced, 8)
    XCTAssertEqual(bus.counters.delivered, 4)
    assertCountersAddUp(bus)
  }

  func testAZeroWindowDeliversAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(0))
    let (observer, subscription) = record(bus, on: scheduler)
    scheduler.scheduleAt(100) { self.publish(bus, "offline", .retryable) }
    scheduler.scheduleAt(101) { self.publish(bus, "offline", .retryable) }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(observer.events, [.next(100, "toast:offline"), .next(101, "toast:offline")])
    assertCountersAddUp(bus)
  }

  func testCriticalErrorsAreNeverCoalesced() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let (observer, subscription) = record(bus, on: scheduler)
    for time in [100, 101, 102] as [TestTime] {
      scheduler.scheduleAt(time) { self.publish(bus, "disk", .critical, context: .pageLoad) }
    }
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(
      observer.events, [.next(100, "page:disk"), .next(101, "page:disk"), .next(102, "page:disk")])
    XCTAssertEqual(bus.counters.coalesced, 0)
    assertCountersAddUp(bus)
  }

  func testCoalescedAlertsStillWaitTheirTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: scheduler, coalescingWindow: .seconds(10))
    let shown = Locked<[ErrorNotice]>([])
    let observer = scheduler.createObserver(String.self)
    let subscription = bus.notices.subscribe(onNext: {
      shown.append($0)
      observer.onNext($0.summary)
    })
    scheduler.scheduleAt(100) { self.publish(bus, "first") }
    for time in 101..<104 { scheduler.scheduleAt(time) { self.publish(bus, "second") } }
    scheduler.scheduleAt(150) { shown.value.first.map(bus.acknowledge) }
    scheduler.scheduleAt(160) { shown.value.last.map(bus.acknowledge) }
    scheduler.start()
    subscription.dispose()
    // "first" shows at once; the repeats of "second" merge into it while it waits.
    XCTAssertEqual(observer.events, [.next(100, "alert:first"), .next(150, "alert:second×3")])
    assertCountersAddUp(bus, pending: 0)
  }

  func testAlertsWaitForTheCurrentOneToBeDismissed() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    publish(bus, "first")
    publish(bus, "second")
    publish(bus, "soon", .retryable)
    publish(bus, "third")
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:first", "toast:soon"])
    bus.acknowledge(recorder.notices[1])  // a toast: nothing to dismiss
    XCTAssertEqual(recorder.notices.count, 2)
    bus.acknowledge(recorder.notices[0])
    bus.acknowledge(recorder.notices[0])  // twice: nothing more
    XCTAssertEqual(
      recorder.notices.map(\.summary), ["alert:first", "toast:soon", "alert:second"])
    bus.acknowledge(recorder.notices[2])
    XCTAssertEqual(recorder.notices.map(\.summary).last, "alert:third")
    // Never dismissed: "third" goes back first in line for the next view.
    recorder.dispose()
    assertCountersAddUp(bus, pending: 1)
  }

  func testIdenticalAlertsWaitingInTheQueueMerge() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    publish(bus, "first")
    for _ in 0..<3 { publish(bus, "again") }
    bus.acknowledge(recorder.notices[0])
    recorder.notices.last.map(bus.acknowledge)
    recorder.dispose()
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:first", "alert:again×3"])
    XCTAssertEqual(bus.counters.coalesced, 2)
    assertCountersAddUp(bus)
  }

  func testSessionExpiryTriggersSignOutOnce() {
    let signOuts = Counter()
    let bus = ErrorBus(scheduler: nil) { _ in signOuts.increment() }
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    for _ in 0..<3 { publish(bus, "expired", .sessionExpired) }
    XCTAssertEqual(signOuts.value, 1)
    XCTAssertEqual(recorder.notices.map(\.summary), ["signOut:expired"])
    XCTAssertEqual(bus.counters.coalesced, 2)
    bus.sessionRestored()
    publish(bus, "expired", .sessionExpired)
    recorder.dispose()
    XCTAssertEqual(signOuts.value, 2)
    assertCountersAddUp(bus)
  }

  func testSessionExpiryIsRoutedByLevelWhateverThePolicy() {
    let signOuts = Counter()
    let policy = PresentationPolicy { _, _, error in
      .alert(title: "", message: error.userMessage ?? "")
    }
    let bus = ErrorBus(policy: policy, scheduler: nil) { _ in signOuts.increment() }
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    publish(bus, "first")
    publish(bus, "expired", .sessionExpired)
    publish(bus, "expired", .sessionExpired)
    recorder.notices.first.map(bus.acknowledge)
    recorder.dispose()
    XCTAssertEqual(signOuts.value, 1)
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:first", "alert:expired"])
    assertCountersAddUp(bus)
  }

  func testSignOutHandlerCanBeSetLater() {
    let signOuts = Counter()
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    bus.setSignOutHandler { _ in signOuts.increment() }
    publish(bus, "expired", .sessionExpired)
    XCTAssertEqual(signOuts.value, 1)
    assertCountersAddUp(bus, pending: 1)  // nobody subscribed yet
  }

  func testLogOnlyAndCancelledNeverReachTheUserButAreLogged() {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(policy: busTestPolicy, logger: ErrorLogger(sinks: [memory]), scheduler: nil)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    publish(bus, "trace", .logOnly)
    bus.publish(AppError.cancelled(context: .pageLoad))
    bus.publish(CancellationError(), context: .action)
    recorder.dispose()
    XCTAssertEqual(recorder.notices.count, 0)
    XCTAssertEqual(memory.records.map(\.level), [.logOnly, .logOnly, .logOnly])
    XCTAssertEqual(bus.counters.silenced, 3)
    assertCountersAddUp(bus)
  }

  func testOverflowBeforeTheFirstSubscriberIsCountedAndLogged() {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(
      policy: busTestPolicy, logger: ErrorLogger(sinks: [memory]), scheduler: nil, capacity: 2)
    for index in 1...5 { publish(bus, "toast \(index)", .retryable) }
    XCTAssertEqual(bus.counters.dropped, 3)
    let drops = memory.records.filter { $0.debugMessage.contains("dropped") }
    XCTAssertEqual(drops.count, 3)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    recorder.dispose()
    XCTAssertEqual(recorder.notices.map(\.summary), ["toast:toast 4", "toast:toast 5"])
    assertCountersAddUp(bus)
  }

  func testADroppedAlertDoesNotBlockTheQueue() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 1)
    publish(bus, "first")
    publish(bus, "second")
    // An error page is as important as an alert: it pushes "first", the older, out of the
    // buffer; "second" takes its place and pushes the page out in turn.
    publish(bus, "page", context: .pageLoad)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    XCTAssertEqual(recorder.notices.map(\.summary), ["alert:second"])
    bus.acknowledge(recorder.notices[0])
    recorder.dispose()
    XCTAssertEqual(bus.counters.dropped, 2)
    assertCountersAddUp(bus)
  }

  func testCountsLiveSubscribers() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let a = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    let b = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    XCTAssertEqual(bus.counters.liveSubscribers, 2)
    a.dispose()
    b.dispose()
    XCTAssertEqual(bus.counters.liveSubscribers, 0)
  }

  func testPublishCapturesTheCallSite() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    let line = #line + 1
    bus.publish(RecordingServiceError.storageFull, context: .action)
    recorder.notices.first.map(bus.acknowledge)
    recorder.dispose()
    XCTAssertEqual(recorder.notices.map(\.error.source.line), [line])
    assertCountersAddUp(bus, pending: 0)
  }

  func testUsesThePresentationPolicy() {
    let bus = ErrorBus(
      policy: .standard(defaultTitle: "오류", unknownMessage: "알 수 없는 오류"), scheduler: nil)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    bus.publish(TestFailure(), context: .action)
    bus.publish(TestFailure(), context: .pageLoad)
    recorder.dispose()
    XCTAssertEqual(
      recorder.notices.map(\.presentation),
      [.toast(message: "알 수 없는 오류"), .errorPage(title: "오류", message: "알 수 없는 오류")])
    assertCountersAddUp(bus)
  }
}
