import ErrorFlow
import ErrorFlowTesting
import XCTest

// "Waits in virtual time": a view model that retries, tested on a TestClock.

enum InboxError: AppErrorProtocol {
  case offline

  var errorDescription: String? { "You are offline." }
  var level: ErrorLevel { .retryable }
}

@MainActor
final class InboxViewModel {
  let tracker: ErrorTracker
  let messages = BehaviorRelay<[String]>(value: [])
  private let retry: RetryPolicy
  private let fetch: @Sendable () async throws(InboxError) -> [String]

  /// The app passes nothing: the wall clock and the default policy.
  init(
    clock: any Clock<Duration> = ContinuousClock(), retry: RetryPolicy = .default,
    fetch: @escaping @Sendable () async throws(InboxError) -> [String]
  ) {
    tracker = ErrorTracker(clock: clock)
    self.retry = retry
    self.fetch = fetch
  }

  func refresh() {
    tracker.perform(context: .pageLoad, retry: retry) {
      [fetch, messages] () async throws(InboxError) in
      messages.accept(try await fetch())
    }
  }
}

@MainActor
final class InboxViewModelTests: XCTestCase {
  func testAnOfflineInboxIsTriedThreeTimesThenReported() async throws {
    let clock = TestClock()
    var policy = RetryPolicy.default
    policy.jitter = .fixed(1)  // the whole ceiling: waits of 0.5 s, then 1 s
    let viewModel = InboxViewModel(clock: clock, retry: policy) { () throws(InboxError) in
      throw .offline
    }
    let errors = ErrorRecorder(viewModel.tracker.errors)

    viewModel.refresh()
    try await clock.waitForSleepers()  // attempt 1 failed at 0 s
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(500))])
    clock.advance(by: .milliseconds(500))  // attempt 2, at 0.5 s
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(1_500))])
    XCTAssertEqual(errors.count, 0)  // the user sees nothing during the round
    clock.advance(by: .seconds(1))  // attempt 3, at 1.5 s: the last
    try await errors.waitUntil(count: 1)

    XCTAssertEqual(errors.userMessages, ["You are offline."])
    XCTAssertEqual(errors.errors.map(\.attempts), [3])
    XCTAssertEqual(clock.now, TestClock.Instant(offset: .milliseconds(1_500)))
    errors.dispose()
  }
}
