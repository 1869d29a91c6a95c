import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

private enum LoadError: LocalizedError {
  case offline, unreadable, cancelled

  var errorDescription: String? {
    switch self {
    case .offline: "Check your connection."
    case .unreadable: "The notes could not be read."
    case .cancelled: nil
    }
  }
}

/// The verdict of an exhaustive scope, read from `finish()` (the report the test-framework glue
/// turns into a failure): what the test did not assert fails it, what it asserted does not.
final class ErrorExpectationsTests: TestingTestCase {
  func testAnUnassertedErrorFailsTheTestListingIt() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }

    tracker.publish(LoadError.offline, context: .action)
    let line = #line - 1

    let outcome = errors.finish()
    XCTAssertEqual(
      outcome.failure,
      """
      The test did not assert 1 error it published, showed or logged:
      Published errors (1):
        #1 action notifyUser "Check your connection." — \
      \(String(reflecting: LoadError.self)).offline @ ErrorFlowTestingTests/ErrorExpectationsTests.swift:\(line) \
      testAnUnassertedErrorFailsTheTestListingIt()
      Assert each (expectError, expectNotice, expectLog), or make the test non-exhaustive: \
      .off(showSkippedAssertions: true).
      """)
    XCTAssertNil(outcome.skipped)
  }

  func testAnAssertedErrorPasses() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }

    tracker.publish(LoadError.offline, context: .action)
    let matched = errors.expectError("Check your connection.", context: .action, level: .notifyUser)

    XCTAssertEqual(matched?.context, .action)
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
  }

  func testAssertingConsumesOneErrorAtATime() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(LoadError.offline, context: .action)
    tracker.publish(LoadError.offline, context: .action)

    errors.expectError("Check your connection.")

    XCTAssertEqual(errors.unassertedErrors.map(\.userMessage), ["Check your connection."])
    XCTAssertNotNil(errors.finish().failure)
  }

  func testAFailedAssertionSaysWhatWasExpectedAndListsWhatIsLeft() {
    let failures = Failures()
    let errors = ErrorExpectations { message, site in failures.add("\(site.line): \(message)") }
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(LoadError.unreadable, context: .pageLoad)
    let published = #line - 1

    errors.expectError("Check your connection.", context: .action)
    let asserted = #line - 1
    errors.expectNotice(.toast(message: "Check your connection."))
    let noticed = #line - 1

    XCTAssertEqual(
      failures.all,
      [
        """
        \(asserted): Expected an error showing "Check your connection." in context action; \
        none of the published errors matches.
        Unasserted published errors (1):
          #1 pageLoad notifyUser "The notes could not be read." — \
        \(String(reflecting: LoadError.self)).unreadable \
        @ ErrorFlowTestingTests/ErrorExpectationsTests.swift:\(published) \
        testAFailedAssertionSaysWhatWasExpectedAndListsWhatIsLeft()
        """,
        """
        \(noticed): Expected a notice toast(message: "Check your connection."); none of the \
        notices matches.
        No notices left to assert.
        """,
      ])
    errors.expectError("The notes could not be read.")
    XCTAssertNil(errors.finish().failure)
  }

  func testWithoutAReporterAFailedAssertionIsPartOfTheVerdict() {
    let errors = ErrorExpectations()
    errors.expectLog(level: .critical)
    let line = #line - 1
    XCTAssertEqual(
      errors.finish().failure,
      """
      ErrorFlowTestingTests/ErrorExpectationsTests.swift:\(line): Expected a log record at \
      level critical; none of the log records matches.
      No log records left to assert.
      """)
  }

  func testNonExhaustiveScopesListWhatWasSkippedWithoutFailing() {
    let quiet = ErrorExpectations(exhaustivity: .off)
    let shown = ErrorExpectations(exhaustivity: .off(showSkippedAssertions: true))
    for errors in [quiet, shown] {
      errors.withScope { ErrorTracker() }.publish(LoadError.offline, context: .action)
    }

    XCTAssertEqual(quiet.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
    let outcome = shown.finish()
    XCTAssertNil(outcome.failure)
    XCTAssertEqual(
      outcome.skipped?.split(separator: "\n").prefix(2),
      [
        "The test did not assert 1 error it published, showed or logged:",
        "Published errors (1):",
      ])
  }

  func testSkipUnassertedConsumesEverything() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(LoadError.offline, context: .action)

    errors.skipUnasserted()

    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
  }

  func testOnlyObjectsMadeInsideTheScopeReportToIt() {
    let outside = ErrorTracker()
    let errors = ErrorExpectations()
    let inside = errors.withScope { ErrorTracker(logger: .disabled) }

    outside.publish(LoadError.unreadable, context: .pageLoad)
    inside.publish(LoadError.offline, context: .action)
    ErrorLogger.disabled.log(AppError(LoadError.unreadable, context: .action))

    XCTAssertEqual(errors.unassertedErrors.map(\.userMessage), ["Check your connection."])
    XCTAssertEqual(errors.unassertedLogRecords.count, 0, "the shared disabled logger is no one's")
    errors.skipUnasserted()
  }

  func testATrackerForwardingToABusOfTheScopeIsOnePublishedErrorOneNoticeAndOneLog() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope {
      ErrorTracker(bus: ErrorBus(logger: ErrorLogger(sinks: [])))
    }

    tracker.publish(LoadError.unreadable, context: .pageLoad)
    tracker.publish(LoadError.cancelled, context: .pageLoad)  // logged, never published

    errors.expectError("The notes could not be read.", context: .pageLoad)
    errors.expectNotice(.errorPage(title: "Error", message: "The notes could not be read."))
    errors.expectLog(level: .notifyUser, context: .pageLoad)
    errors.expectLog { $0.kind == "cancelled" }
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
  }

  func testWhatHappensAfterAFinishIsLeftForTheNextFinish() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    XCTAssertNil(errors.finish().failure)

    tracker.publish(LoadError.offline, context: .action)

    XCTAssertEqual(errors.unassertedErrors.map(\.userMessage), ["Check your connection."])
    XCTAssertNotNil(errors.finish().failure)
  }

  @MainActor
  func testWaitUntilIdleAwaitsWorkTheViewModelKeepsToItself() async throws {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    tracker.perform(context: .action) { () async throws(LoadError) in
      await Task.yield()
      throw .offline
    }

    try await errors.waitUntilIdle(timeout: .seconds(5))

    errors.expectError("Check your connection.")
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
  }

  @MainActor
  func testFinishingWaitsForTrackedWorkSoItsErrorsMustBeAssertedToo() async {
    let errors = ErrorExpectations()
    _ = errors.withScope {
      ErrorTracker().perform(context: .action) { () async throws(LoadError) in
        await Task.yield()
        throw .offline
      }
    }

    let outcome = await errors.finish(waitingUpTo: .seconds(5))

    XCTAssertEqual(
      outcome.failure?.split(separator: "\n").prefix(2),
      [
        "The test did not assert 1 error it published, showed or logged:",
        "Published errors (1):",
      ])
  }

  func testTrackedWorkStillRunningAtTheEndIsAFailureWhenExhaustive() async {
    let errors = ErrorExpectations()
    let gate = Gate()
    _ = errors.withScope {
      ErrorTracker().perform(context: .action) { await gate.wait() }
    }

    let outcome = await errors.finish(waitingUpTo: .milliseconds(50))
    await gate.open()

    XCTAssertEqual(outcome.failure, "Tracked work was still running after 0.05 seconds.")
  }
}

/// Failures a reporter received, from any thread.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  var all: [String] { lock.withLock { messages } }
  func add(_ message: String) { lock.withLock { messages.append(message) } }
}

/// Holds work until opened.
private actor Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
