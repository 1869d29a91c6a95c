import ErrorFlow
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
    let bus = ErrorBus()
    publish(bus, "a", .retryable)
    publish(bus, "b", .retryable)
    XCTAssertEqual(bus.counters.delivered, 0)
    let first = ErrorRecorder(bus.notices)
    XCTAssertEqual(first.values.map(\.summary), ["toast:a", "toast:b"])
    first.dispose()
    let second = ErrorRecorder(bus.notices)
    publish(bus, "c", .retryable)
    second.dispose()
    XCTAssertEqual(second.values.map(\.summary), ["toast:c"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }

  func testCoalescesTheSameErrorWithinTheWindow() {
    let scheduler = ManualScheduler()
    let bus = ErrorBus(scheduler: scheduler, coalescingWindow: .seconds(1))
    let recorder = ErrorRecorder(bus.notices)
    for _ in 0..<10 { publish(bus, "offline", .retryable) }
    publish(bus, "other", .retryable)
    XCTAssertEqual(recorder.values.count, 0)
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.values.map(\.summary), ["toast:offline×10", "toast:other"])
    publish(bus, "offline", .retryable)
    scheduler.advance(by: 1)
    recorder.dispose()
    XCTAssertEqual(recorder.values.map(\.summary).last, "toast:offline")
    XCTAssertEqual(bus.counters.coalesced, 9)
    XCTAssertEqual(bus.counters.delivered, 3)
  }

  func testCriticalErrorsAreNeverCoalesced() {
    let scheduler = ManualScheduler()
    let bus = ErrorBus(scheduler: scheduler, coalescingWindow: .seconds(1))
    let recorder = ErrorRecorder(bus.notices)
    for _ in 0..<3 { publish(bus, "disk", .critical, context: .pageLoad) }
    recorder.dispose()
    XCTAssertEqual(recorder.values.map(\.summary), ["page:disk", "page:disk", "page:disk"])
    XCTAssertEqual(bus.counters.coalesced, 0)
  }

  func testAlertsWaitForTheCurrentOneToBeDismissed() {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus.notices)
    publish(bus, "first")
    publish(bus, "second")
    publish(bus, "soon", .retryable)
    publish(bus, "third")
    XCTAssertEqual(recorder.values.map(\.summary), ["alert:first", "toast:soon"])
    bus.acknowledge(recorder.values[1])  // a toast: nothing to dismiss
    XCTAssertEqual(recorder.values.count, 2)
    bus.acknowledge(recorder.values[0])
    bus.acknowledge(recorder.values[0])  // twice: nothing more
    XCTAssertEqual(
      recorder.values.map(\.summary), ["alert:first", "toast:soon", "alert:second"])
    bus.acknowledge(recorder.values[2])
    XCTAssertEqual(recorder.values.map(\.summary).last, "alert:third")
    recorder.dispose()
  }

  func testIdenticalAlertsWaitingInTheQueueMerge() {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus.notices)
    publish(bus, "first")
    for _ in 0..<3 { publish(bus, "again") }
    bus.acknowledge(recorder.values[0])
    recorder.dispose()
    XCTAssertEqual(recorder.values.map(\.summary), ["alert:first", "alert:again×3"])
    XCTAssertEqual(bus.counters.coalesced, 2)
  }

  func testSessionExpiryTriggersSignOutOnce() {
    let signOuts = Counter()
    let bus = ErrorBus { _ in signOuts.increment() }
    let recorder = ErrorRecorder(bus.notices)
    for _ in 0..<3 { publish(bus, "expired", .sessionExpired) }
    XCTAssertEqual(signOuts.value, 1)
    XCTAssertEqual(recorder.values.map(\.summary), ["signOut:expired"])
    XCTAssertEqual(bus.counters.coalesced, 2)
    bus.sessionRestored()
    publish(bus, "expired", .sessionExpired)
    recorder.dispose()
    XCTAssertEqual(signOuts.value, 2)
  }

  func testSignOutHandlerCanBeSetLater() {
    let signOuts = Counter()
    let bus = ErrorBus()
    bus.setSignOutHandler { _ in signOuts.increment() }
    publish(bus, "expired", .sessionExpired)
    XCTAssertEqual(signOuts.value, 1)
  }

  func testLogOnlyAndCancelledNeverReachTheUserButAreLogged() {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(logger: ErrorLogger(sinks: [memory]))
    let recorder = ErrorRecorder(bus.notices)
    publish(bus, "trace", .logOnly)
    bus.publish(AppError.cancelled(context: .pageLoad))
    bus.publish(CancellationError(), context: .action)
    recorder.dispose()
    XCTAssertEqual(recorder.values.count, 0)
    XCTAssertEqual(memory.records.map(\.level), [.logOnly, .logOnly, .logOnly])
    XCTAssertEqual(bus.counters.silenced, 3)
  }

  func testOverflowBeforeTheFirstSubscriberIsCountedAndLogged() {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(logger: ErrorLogger(sinks: [memory]), capacity: 2)
    for index in 1...5 { publish(bus, "toast \(index)", .retryable) }
    XCTAssertEqual(bus.counters.dropped, 3)
    let drops = memory.records.filter { $0.debugMessage.contains("dropped") }
    XCTAssertEqual(drops.count, 3)
    let recorder = ErrorRecorder(bus.notices)
    recorder.dispose()
    XCTAssertEqual(recorder.values.map(\.summary), ["toast:toast 4", "toast:toast 5"])
  }

  func testADroppedAlertDoesNotBlockTheQueue() {
    let bus = ErrorBus(capacity: 1)
    publish(bus, "first")
    publish(bus, "second")
    publish(bus, "toast", .retryable)  // pushes "first" out of the buffer
    let recorder = ErrorRecorder(bus.notices)
    XCTAssertEqual(recorder.values.map(\.summary), ["alert:second"])
    bus.acknowledge(recorder.values[0])
    recorder.dispose()
    XCTAssertEqual(bus.counters.dropped, 2)
  }

  func testCountsLiveSubscribers() {
    let bus = ErrorBus()
    let a = ErrorRecorder(bus.notices)
    let b = ErrorRecorder(bus.notices)
    XCTAssertEqual(bus.counters.liveSubscribers, 2)
    a.dispose()
    b.dispose()
    XCTAssertEqual(bus.counters.liveSubscribers, 0)
  }

  func testPublishCapturesTheCallSite() {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus.notices)
    let line = #line + 1
    bus.publish(RecordingServiceError.storageFull, context: .action)
    recorder.dispose()
    XCTAssertEqual(recorder.values.map(\.error.source.line), [line])
  }

  func testUsesThePresentationPolicy() {
    let bus = ErrorBus(policy: .standard(defaultTitle: "오류", unknownMessage: "알 수 없는 오류"))
    let recorder = ErrorRecorder(bus.notices)
    bus.publish(TestFailure(), context: .action)
    recorder.dispose()
    XCTAssertEqual(
      recorder.values.map(\.presentation), [.alert(title: "오류", message: "알 수 없는 오류")])
  }
}

final class ErrorBusConcurrencyTests: ErrorFlowTestCase {
  // Contract 2: notices published from many threads arrive one at a time, none lost.
  func testConcurrentPublishersLoseNothing() {
    let bus = ErrorBus(capacity: 10_000)
    let recorder = ErrorRecorder(bus.notices)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<250 {
        bus.publish(AppError(SampleError("\(worker)-\(index)", .retryable), context: .action))
      }
    }
    recorder.dispose()
    XCTAssertEqual(Set(recorder.values.map(\.id)).count, 1_000)
    XCTAssertEqual(bus.counters.published, 1_000)
    XCTAssertEqual(bus.counters.delivered, 1_000)
  }

  func testAcknowledgingFromAnotherThreadDeliversEveryAlert() {
    let bus = ErrorBus(capacity: 10_000)
    let done = expectation(description: "all alerts shown")
    let queue = DispatchQueue(label: "ack")
    let shown = Counter()
    let subscription = bus.notices.subscribe(onNext: { notice in
      queue.async {
        bus.acknowledge(notice)
        if shown.increment() == 200 { done.fulfill() }
      }
    })
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<50 {
        bus.publish(AppError(SampleError("\(worker)-\(index)"), context: .action))
      }
    }
    wait(for: [done], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(bus.counters.delivered, 200)
  }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  @discardableResult
  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
