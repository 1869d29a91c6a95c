import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// A what-happened-when log shared by a view model's work, its subscribers and the test.
private final class Timeline: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  private var attempts = 0

  var entries: [String] { lock.withLock { lines } }

  func note(_ line: String, at instant: TestClock.Instant) {
    lock.withLock { lines.append("\(instant): \(line)") }
  }

  /// Counts an attempt and notes it; returns its number.
  func attempt(at instant: TestClock.Instant) -> Int {
    let number = lock.withLock {
      attempts += 1
      return attempts
    }
    note("attempt \(number)", at: instant)
    return number
  }
}

/// A view model as an app writes it: `perform(context:retry:)` on the main actor, with its
/// tracker's clock passed in, so its test runs every wait in virtual time.
@MainActor
private final class FeedViewModel {
  let tracker: ErrorTracker
  let items = BehaviorRelay<[String]>(value: [])
  private let load: @Sendable () async throws(FlakyError) -> [String]
  private let policy = RetryPolicy(
    maxAttempts: 3, baseDelay: .milliseconds(500), maxDelay: .seconds(8), jitter: .fixed(1))

  init(
    clock: some Clock<Duration>, load: @escaping @Sendable () async throws(FlakyError) -> [String]
  ) {
    tracker = ErrorTracker(clock: clock)
    self.load = load
  }

  @discardableResult
  func refresh() -> Task<Void, Never> {
    tracker.perform(context: .pageLoad, retry: policy) {
      [load, items] () async throws(FlakyError) in
      items.accept(try await load())
    }
  }
}

/// `perform(context:retry:)` driven entirely by the public ``TestClock``: exact attempts at
/// exact virtual times, and no real wait.
@MainActor
final class ErrorTrackerVirtualTimeTests: ErrorFlowTestCase {
  func testEveryAttemptAndTheFinalErrorHappenAtExactVirtualTimes() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let viewModel = FeedViewModel(clock: clock) { () throws(FlakyError) in
      _ = timeline.attempt(at: clock.now)
      throw .offline
    }
    let errors = ErrorRecorder(viewModel.tracker.errors)
    let subscription = viewModel.tracker.errors.subscribe(onNext: { error in
      timeline.note("published \(error.userMessage ?? "") after \(error.attempts)", at: clock.now)
    })
    defer {
      subscription.dispose()
      errors.dispose()
    }

    viewModel.refresh()
    try await clock.waitForSleepers()
    XCTAssertEqual(timeline.entries, ["0.0 seconds: attempt 1"])
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(500))])

    clock.advance(by: .milliseconds(499))
    XCTAssertEqual(clock.deadlines.count, 1, "a millisecond early wakes nothing")
    clock.advance(by: .milliseconds(1))
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(1_500))])

    clock.advance(by: .seconds(1))
    try await errors.waitUntil(count: 1)
    XCTAssertEqual(
      timeline.entries,
      [
        "0.0 seconds: attempt 1", "0.5 seconds: attempt 2", "1.5 seconds: attempt 3",
        "1.5 seconds: published 오프라인입니다. after 3",
      ])
    XCTAssertEqual(errors.contexts, [.pageLoad])
    XCTAssertEqual(clock.deadlines, [], "nothing waits any more")
  }

  func testASuccessDuringTheRoundPublishesNothingAndDeliversTheData() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let viewModel = FeedViewModel(clock: clock) { () throws(FlakyError) in
      if timeline.attempt(at: clock.now) == 1 { throw .offline }
      return ["news"]
    }
    let errors = ErrorRecorder(viewModel.tracker.errors)
    defer { errors.dispose() }

    let task = viewModel.refresh()
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(500))
    await task.value  // ends after the second attempt, with no further wait
    XCTAssertEqual(timeline.entries, ["0.0 seconds: attempt 1", "0.5 seconds: attempt 2"])
    XCTAssertEqual(viewModel.items.value, ["news"])
    XCTAssertEqual(errors.count, 0)
  }

  func testCancellingDuringAVirtualWaitEndsTheWorkAtOnce() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let viewModel = FeedViewModel(clock: clock) { () throws(FlakyError) in
      _ = timeline.attempt(at: clock.now)
      throw .offline
    }
    let errors = ErrorRecorder(viewModel.tracker.errors)
    defer { errors.dispose() }

    let task = viewModel.refresh()
    try await clock.waitForSleepers()
    task.cancel()
    await task.value
    XCTAssertEqual(timeline.entries, ["0.0 seconds: attempt 1"])
    XCTAssertEqual(clock.deadlines, [], "the cancelled sleeper left the clock")
    XCTAssertEqual(clock.now, TestClock.Instant(offset: .zero), "no time passed")
    XCTAssertEqual(errors.count, 0, "a cancellation is not published")
  }

  func testTheDeadlineIsMeasuredOnTheTrackersClock() async throws {
    let clock = TestClock()
    let timeline = Timeline()
    let tracker = ErrorTracker(clock: clock)
    let errors = ErrorRecorder(tracker.errors)
    defer { errors.dispose() }
    let policy = RetryPolicy(
      maxAttempts: 10, baseDelay: .seconds(1), deadline: .seconds(2), jitter: .fixed(1))

    tracker.perform(context: .action, retry: policy) { () throws(FlakyError) in
      _ = timeline.attempt(at: clock.now)
      throw .offline
    }
    try await clock.waitForSleepers()
    // Virtual time passing outside the wait counts too: the round's next wait (2 s) would
    // now end 4 s after its first failure.
    clock.advance(by: .seconds(2))
    try await errors.waitUntil(count: 1)
    XCTAssertEqual(timeline.entries, ["0.0 seconds: attempt 1", "2.0 seconds: attempt 2"])
    XCTAssertEqual(errors.errors.map(\.attempts), [2])
  }
}
