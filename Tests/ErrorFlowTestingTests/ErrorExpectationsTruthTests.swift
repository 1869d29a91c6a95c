import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

private enum SyncError: LocalizedError {
  case offline, unnamed

  var errorDescription: String? {
    switch self {
    case .offline: "Check your connection."
    case .unnamed: nil
    }
  }
}

/// Issue 29.4 and 28: what the scope records is what a view is shown, a second `finish()`
/// reports what came after the first, and a failed `expectError` shows the message a bus
/// presents beside the error's own.
final class ErrorExpectationsTruthTests: TestingTestCase {
  private let offline = AppError(SyncError.offline, context: .action)

  /// Repeats published before any view is bound fold into the waiting notice: the view is
  /// shown a toast ×3, and so is the scope (it recorded ×1, the copy made when it was sent).
  func testANoticeFoldedBeforeAViewTookItIsRecordedWithTheCountTheViewIsShown() {
    let errors = ErrorExpectations()
    let scheduler = TestScheduler(initialClock: 0)
    let bus = errors.withScope { ErrorBus(scheduler: scheduler) }
    for _ in 0..<3 { bus.publish(offline) }

    XCTAssertEqual(errors.unassertedNotices.map(\.count), [3])  // waiting, as a view would get it
    let view = ErrorRecorder(bus: bus)
    XCTAssertEqual(view.noticeCounts, [3])

    for _ in 0..<3 { errors.expectError("Check your connection.") }
    XCTAssertNotNil(errors.expectNotice(.toast(message: "Check your connection."), count: 3))
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
    view.dispose()
  }

  /// A notice no view took keeps the count folded into it after its bus is gone.
  func testANoticeKeepsItsFoldedCountAfterItsBusIsReleased() {
    let errors = ErrorExpectations()
    var bus: ErrorBus? = errors.withScope { ErrorBus(scheduler: TestScheduler(initialClock: 0)) }
    for _ in 0..<3 { bus?.publish(offline) }
    weak let released = bus
    bus = nil

    XCTAssertNil(released)
    XCTAssertEqual(errors.unassertedNotices.map(\.count), [3])
    errors.skipUnasserted()
  }

  /// A view whose scheduler runs late (after the window closed): whatever the bus's folding
  /// hands it, the scope records the same notices with the same counts.
  func testAViewOnASlowSchedulerIsRecordedAsItIsHandedEachNotice() {
    let errors = ErrorExpectations()
    let busScheduler = TestScheduler(initialClock: 0)
    let viewScheduler = TestScheduler(initialClock: 0)
    let bus = errors.withScope { ErrorBus(scheduler: busScheduler) }
    let shown = Locked<[ErrorNotice]>([])
    let subscription = bus.subscribe(on: viewScheduler) { notice, _ in shown.append(notice) }

    for _ in 0..<4 { bus.publish(offline) }
    busScheduler.start()  // the window closes before the view's queue runs
    viewScheduler.start()

    let handed = shown.value
    XCTAssertEqual(handed.map(\.count).reduce(0, +), 4)
    XCTAssertEqual(errors.unassertedNotices.map(\.id), handed.map(\.id))
    XCTAssertEqual(errors.unassertedNotices.map(\.count), handed.map(\.count))
    for notice in handed {
      XCTAssertNotNil(errors.expectNotice(notice.presentation, count: notice.count))
    }
    errors.skipUnasserted()
    subscription.dispose()
  }

  /// A follow-up sent after the first `finish()` (its window closes after the test) is
  /// reported by the next one, as `finish()`'s documentation says.
  func testASecondFinishReportsWhatHappenedAfterTheFirst() {
    let errors = ErrorExpectations()
    let scheduler = TestScheduler(initialClock: 0)
    let bus = errors.withScope { ErrorBus(scheduler: scheduler) }
    let view = ErrorRecorder(bus: bus)
    bus.publish(offline)
    bus.publish(offline)
    errors.skipUnasserted()
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))

    scheduler.start()  // the window closes: the follow-up ×1 goes out
    bus.publish(AppError(SyncError.offline, context: .pageLoad))

    XCTAssertEqual(view.noticeCounts, [1, 1, 1])
    let failure = errors.finish().failure ?? ""
    XCTAssertTrue(failure.hasPrefix("The test did not assert 3 errors"), failure)
    XCTAssertTrue(failure.contains("(follow-up of notice 1)"), failure)
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
    view.dispose()
  }

  /// After a finish the scope keeps 1,000 entries, and counts the rest: an object made in it
  /// may live on, reporting.
  func testAfterAFinishTheScopeKeepsABoundedNumberOfEntries() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    XCTAssertNil(errors.finish().failure)

    for _ in 0..<1_005 { tracker.publish(SyncError.offline, context: .action) }

    XCTAssertEqual(errors.unassertedErrors.count, 1_000)
    let failure = errors.finish().failure ?? ""
    XCTAssertTrue(failure.hasPrefix("The test did not assert 1005 errors"), failure)
    XCTAssertTrue(
      failure.contains("And 5 more after the scope finished, beyond the 1000 it keeps then."),
      failure)
  }

  /// Issue 28: an error without a message of its own is shown with the policy's default; an
  /// `expectError` given that shown text fails saying both, not just "(no message)".
  func testAFailedExpectErrorShowsTheMessageTheBusPresentsBesideTheErrorsOwn() {
    let failures = Locked<[String]>([])
    let errors = ErrorExpectations { message, _ in failures.append(message) }
    let bus = errors.withScope { ErrorBus() }
    bus.publish(AppError(SyncError.unnamed, context: .action))
    let shown = "Something went wrong. Please try again."

    XCTAssertNil(errors.expectError(shown))

    XCTAssertEqual(failures.value.count, 1)
    let message = failures.value.first ?? ""
    XCTAssertTrue(
      message.contains(#"#1 action notifyUser (no message), shown as "\#(shown)" — "#), message)
    XCTAssertTrue(
      message.contains(
        #"#1 is shown as "\#(shown)", the policy's message, not the error's own"#), message)
    XCTAssertNotNil(errors.expectError(nil))
    XCTAssertNotNil(errors.expectNotice(.toast(message: shown)))
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
  }
}
