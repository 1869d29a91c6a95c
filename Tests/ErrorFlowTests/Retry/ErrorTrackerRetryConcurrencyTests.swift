import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// `perform(context:retry:)` on tasks, with a virtual clock: no test waits on the wall clock.
final class ErrorTrackerRetryConcurrencyTests: ErrorFlowTestCase {
  private let policy = RetryPolicy(
    maxAttempts: 3, baseDelay: .milliseconds(500), maxDelay: .seconds(8), jitter: .fixed(1))

  /// Counts the attempts; fails the first `failures` of them with `error`.
  private final class FlakyWork: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    private let failures: Int
    private let error: FlakyError

    init(failures: Int, error: FlakyError = .offline) {
      self.failures = failures
      self.error = error
    }

    var attempts: Int { lock.withLock { made } }

    func run() throws(FlakyError) {
      let attempt = lock.withLock {
        made += 1
        return made
      }
      if attempt <= failures { throw error }
    }
  }

  func testAFailureWithinThePolicyIsRetriedSilently() async {
    let clock = ManualRetryClock()
    let memory = InMemoryLogSink()
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]), clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = FlakyWork(failures: 2)
    await tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
      try work.run()
    }.value
    recorder.dispose()
    XCTAssertEqual(work.attempts, 3)
    XCTAssertEqual(clock.sleeps, [.milliseconds(500), .seconds(1)])
    XCTAssertEqual(recorder.count, 0, "no error reaches the user")
    XCTAssertEqual(memory.records.count, 0)
  }

  func testTheLastFailureIsPublishedOnceWithItsAttemptCount() async {
    let clock = ManualRetryClock()
    let memory = InMemoryLogSink()
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]), clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = FlakyWork(failures: .max)
    await tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
      try work.run()
    }.value
    recorder.dispose()
    XCTAssertEqual(work.attempts, 3)
    XCTAssertEqual(clock.sleeps, [.milliseconds(500), .seconds(1)])
    XCTAssertEqual(recorder.errors.map(\.attempts), [3])
    XCTAssertEqual(recorder.userMessages, ["오프라인입니다."])
    XCTAssertNotNil(recorder.errors.first?.retry)
    XCTAssertEqual(memory.records.map(\.attempts), [3])
    XCTAssertTrue(memory.records.first?.line.contains(" after 3 attempts @ ") ?? false)
  }

  func testAnErrorThePolicyDoesNotRetryIsPublishedAtOnce() async {
    let clock = ManualRetryClock()
    let memory = InMemoryLogSink()
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]), clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = FlakyWork(failures: .max, error: .denied)
    await tracker.perform(context: .action, retry: policy) { () throws(FlakyError) in
      try work.run()
    }.value
    recorder.dispose()
    XCTAssertEqual(work.attempts, 1)
    XCTAssertEqual(clock.sleeps, [])
    XCTAssertEqual(recorder.errors.map(\.attempts), [1])
    XCTAssertEqual(memory.records.map(\.attempts), [nil])
  }

  func testTheDeadlineEndsTheRoundOnTheTrackersClock() async {
    let clock = ManualRetryClock()
    let tracker = ErrorTracker(clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = FlakyWork(failures: .max)
    var patient = policy
    patient.maxAttempts = 10
    patient.deadline = .seconds(1)
    // The wait of 0.5 s ends within the second; the next one (1 s) would end at 1.5 s.
    await tracker.perform(context: .pageLoad, retry: patient) { () throws(FlakyError) in
      try work.run()
    }.value
    recorder.dispose()
    XCTAssertEqual(work.attempts, 2)
    XCTAssertEqual(clock.sleeps, [.milliseconds(500)])
    XCTAssertEqual(recorder.errors.map(\.attempts), [2])
  }

  func testThePublishedRetryActionStartsAFreshRound() async {
    let clock = ManualRetryClock()
    let tracker = ErrorTracker(clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = FlakyWork(failures: 4)
    await tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
      try work.run()
    }.value
    XCTAssertEqual(recorder.errors.map(\.attempts), [3])
    recorder.errors.first?.retry?()
    // The action starts the work from a task of its own; waitUntilIdle sees it only once it
    // has begun, so wait for the second round's end through the clock's waits.
    var waits = clock.waitsStarted.makeAsyncIterator()
    for _ in 0..<3 { _ = await waits.next() }  // two of round one, the first of round two
    await tracker.waitUntilIdle()
    recorder.dispose()
    XCTAssertEqual(work.attempts, 5, "round two: a failure, a wait, a success")
    XCTAssertEqual(
      clock.sleeps, [.milliseconds(500), .seconds(1), .milliseconds(500)],
      "the fresh round starts from the first wait again")
    XCTAssertEqual(recorder.count, 1)
  }

  func testCancellingDuringAWaitStopsAtOnceAndPublishesNothing() async {
    let clock = ManualRetryClock(holdsWaits: true)
    let memory = InMemoryLogSink()
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]), clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = FlakyWork(failures: .max)
    let task = tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
      try work.run()
    }
    var waits = clock.waitsStarted.makeAsyncIterator()
    _ = await waits.next()
    task.cancel()
    await task.value
    recorder.dispose()
    XCTAssertEqual(work.attempts, 1, "no attempt after the cancelled wait")
    XCTAssertEqual(recorder.count, 0, "a cancellation is not published")
    XCTAssertEqual(memory.records.map(\.kind), ["cancelled"], "it is logged")
    XCTAssertEqual(memory.records.map(\.attempts), [nil], "one attempt was made")
  }
}
