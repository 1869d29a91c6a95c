import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import XCTest

// The examples of ErrorExpectations+Assertions.swift and ErrorExpectations+Finish.swift, as
// tests (.ci/doc-comment-tests checks each appears here verbatim).

final class ErrorExpectationsAssertionsDocCommentTests: XCTestCase {
  func testExpectErrorMatchesTheMessageAndContext() async {
    let errors = ErrorExpectations()
    let viewModel = errors.withScope { NotesViewModel(useCase: UnreadableNotes()) }
    viewModel.load()
    await viewModel.tracker.waitUntilIdle()
    errors.expectError("The notes could not be read.", context: .pageLoad)
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testExpectErrorWhere() {
    let errors = ErrorExpectations()
    let bus = errors.withScope { ErrorBus() }
    var timedOut = AppError(NotesError.timeout, context: .action, level: .retryable)
    timedOut.attempts = 3
    bus.publish(timedOut)
    errors.expectError { $0.level == .retryable && $0.attempts == 3 }
    XCTAssertNotNil(
      errors.expectNotice(.alert(title: "Error", message: "The server took too long.")))
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testExpectNoticeMatchesThePresentation() {
    let errors = ErrorExpectations()
    let bus = errors.withScope { ErrorBus() }
    bus.publish(NoConnection(), context: .pageLoad)
    errors.expectNotice(.errorPage(title: "오류", message: "인터넷 연결을 확인해주세요."))
    XCTAssertNotNil(errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad))
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testExpectNoticeWhere() {
    let errors = ErrorExpectations()
    let scheduler = TestScheduler(initialClock: 0)
    let bus = errors.withScope { ErrorBus(scheduler: scheduler) }
    let view = ErrorRecorder(bus: bus)
    for _ in 0..<10 { bus.publish(NotesError.offline, context: .action) }
    scheduler.start()
    errors.expectNotice { $0.isFollowUp && $0.count == 9 }
    XCTAssertNotNil(errors.expectNotice(.toast(message: "Check your connection."), count: 1))
    for _ in 0..<10 { XCTAssertNotNil(errors.expectError("Check your connection.")) }
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
    view.dispose()
  }

  func testExpectLogAndExpectLogWhere() {
    let errors = ErrorExpectations()
    let bus = errors.withScope { ErrorBus(logger: ErrorLogger(sinks: [])) }
    bus.publish(AppError(NotesError.offline, context: .action, level: .logOnly))
    bus.publish(AppError(kind: .cancelled, context: .pageLoad))
    errors.expectLog(level: .logOnly, context: .action)  // logged, never shown
    errors.expectLog { $0.kind == "cancelled" }
    XCTAssertNotNil(errors.expectError("Check your connection.", level: .logOnly))
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testSkipUnassertedConsumesEverything() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(NotesError.offline, context: .action)
    errors.skipUnasserted()  // the set-up's errors are not this test's point
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testFinishSaysWhatWasNotAsserted() {
    let errors = ErrorExpectations()
    let outcome = errors.finish()
    if let failure = outcome.failure { XCTFail(failure) }
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testFinishListsAnUnassertedError() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(NotesError.offline, context: .action)
    print(errors.finish().failure ?? "passed")
    // The test did not assert 1 error it published, showed or logged:
    // Published errors (1):
    //   #1 action notifyUser "Check your connection." — NotesError.offline @ …
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }

  func testFinishWaitingForTrackedWork() async {
    let errors = ErrorExpectations()
    errors.withScope { NotesViewModel(useCase: UnreadableNotes()) }.load()
    let outcome = await errors.finish(waitingUpTo: .seconds(5))
    XCTAssertEqual(outcome.failure?.contains(#""The notes could not be read.""#), true)
  }

  func testWaitUntilIdleAwaitsWorkTheTestCannotSee() async throws {
    let errors = ErrorExpectations()
    let viewModel = errors.withScope { NotesViewModel(useCase: OfflineNotes()) }
    viewModel.input.accept(.refresh)  // starts tracked work the test cannot see
    try await errors.waitUntilIdle()
    errors.expectError("인터넷 연결을 확인해주세요.")
    XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
  }
}
