import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import XCTest

private enum NotesError: LocalizedError {
  case offline

  var errorDescription: String? { "Check your connection." }
}

/// The XCTest helper: an unasserted error fails the test at the helper's line, an asserted one
/// does not, and a failed assertion fails at its own line. swift-corelibs-xctest has no
/// `XCTExpectFailure`, so the failures are captured (FailureCapturingTestCase) and checked.
final class WithErrorExpectationsTests: FailureCapturingTestCase {
  func testAnUnassertedErrorFailsAtTheHelpersLine() {
    let line = #line + 2
    let reported = failures {
      withErrorExpectations { _ in
        ErrorTracker().publish(NotesError.offline, context: .action)
      }
    }
    XCTAssertEqual(reported.map(\.line), [line])
    XCTAssertEqual(
      reported.first?.description.contains(
        "The test did not assert 1 error it published, showed or logged:\nPublished errors (1):"),
      true)
  }

  func testAnAssertedErrorPasses() {
    let reported = failures {
      withErrorExpectations { errors in
        ErrorTracker().publish(NotesError.offline, context: .action)
        errors.expectError("Check your connection.")
      }
    }
    XCTAssertEqual(reported, [])
  }

  func testAFailedAssertionFailsAtItsOwnLine() {
    let line = #line + 3
    let reported = failures {
      withErrorExpectations { errors in
        _ = errors.expectNotice(.toast(message: "Saved."))
      }
    }
    XCTAssertEqual(reported.map(\.line), [line])
  }

  func testNonExhaustiveListsWithoutFailing() {
    let reported = failures {
      withErrorExpectations(.off(showSkippedAssertions: true)) { _ in
        ErrorTracker().publish(NotesError.offline, context: .action)
      }
    }
    XCTAssertEqual(reported, [])
  }

  func testTheAsyncHelperWaitsForTrackedWorkBeforeItsVerdict() async {
    let line = #line + 2
    let reported = await asyncFailures(of: {
      await withErrorExpectations { _ in
        _ = ErrorTracker().perform(context: .action) { () async throws(NotesError) in
          await Task.yield()
          throw .offline
        }
      }
    })
    XCTAssertEqual(reported.map(\.line), [line])
  }
}
