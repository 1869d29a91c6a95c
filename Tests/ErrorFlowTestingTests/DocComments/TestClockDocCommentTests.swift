import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// The examples of TestClock.swift, as tests (.ci/doc-comment-tests checks each appears here
// verbatim).

private struct Flaky: AppErrorProtocol {
  var errorDescription: String? { "The server is busy." }
  var level: ErrorLevel { .retryable }
}

/// Fails its first load, then succeeds; counts the attempts.
private actor FlakyLoader {
  private(set) var attempts = 0

  func load() throws {
    attempts += 1
    if attempts == 1 { throw Flaky() }
  }
}

/// A view model whose load retries on the tracker's clock.
private final class RetryingViewModel: Sendable {
  let tracker: ErrorTracker
  let loader = FlakyLoader()

  init(clock: TestClock) { tracker = ErrorTracker(clock: clock) }

  func load() {
    let loader = loader
    tracker.perform(
      context: .pageLoad, retry: RetryPolicy(maxAttempts: 2, jitter: .fixed(1))
    ) { try await loader.load() }
  }
}

final class TestClockDocCommentTests: XCTestCase {
  func testARetryWaitsOnTheTestClock() async throws {
    let loader = FlakyLoader()
    @Sendable func load() async throws { try await loader.load() }
    let policy = RetryPolicy(maxAttempts: 2, jitter: .fixed(1))  // waits 0.5 s
    let clock = TestClock()
    let tracker = ErrorTracker(clock: clock)
    tracker.perform(context: .pageLoad, retry: policy) { try await load() }
    try await clock.waitForSleepers()  // the first attempt failed; the retry waits
    clock.advance(by: .milliseconds(500))  // the second attempt starts now
    await tracker.waitUntilIdle()
    let attempts = await loader.attempts
    XCTAssertEqual(attempts, 2)
  }

  func testTheClocksTime() {
    let clock = TestClock()
    let start = TestClock.Instant(offset: .zero)
    clock.advance(by: .seconds(1.5))
    XCTAssertEqual(clock.now, TestClock.Instant(offset: .seconds(1.5)))
    XCTAssertEqual(clock.now.offset, .seconds(1.5))
    let deadline = clock.now.advanced(by: .seconds(5))
    XCTAssertEqual(deadline.offset, .seconds(6.5))
    let elapsed = start.duration(to: clock.now)  // how much virtual time passed
    XCTAssertEqual(elapsed, .seconds(1.5))
    XCTAssertTrue(start < clock.now)
  }

  func testSleepersAndTheirDeadlines() async throws {
    let clock = TestClock()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(1))  // returns once a test advanced the clock 1 s
    }
    let early = Task { try await clock.sleep(for: .milliseconds(500)) }
    try await clock.waitForSleepers(2)
    XCTAssertEqual(
      clock.deadlines,
      [TestClock.Instant(offset: .milliseconds(500)), TestClock.Instant(offset: .seconds(1))])
    clock.advance(by: .milliseconds(500))
    try await early.value
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .seconds(1))])
    clock.advance(to: clock.deadlines[0])  // exactly to the next wake-up
    try await sleeper.value
    XCTAssertEqual(clock.now, TestClock.Instant(offset: .seconds(1)))
  }

  func testAViewModelsWaitIsSeen() async throws {
    let clock = TestClock()
    let viewModel = RetryingViewModel(clock: clock)
    viewModel.load()
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(500))])
    clock.advance(by: .milliseconds(500))
    await viewModel.tracker.waitUntilIdle()
    let attempts = await viewModel.loader.attempts
    XCTAssertEqual(attempts, 2)
  }
}
