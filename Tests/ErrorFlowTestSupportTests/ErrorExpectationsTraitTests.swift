import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import Testing

private enum TraitNotesError: LocalizedError {
  case offline

  var errorDescription: String? { "Check your connection." }
}

/// The trait fails a test that leaves an error unasserted, and passes one that asserts it.
/// Failing runs happen inside `withKnownIssue`: the trait's scope is provided by hand there, so
/// the issue it records is checked instead of failing this test.
struct ErrorExpectationsTraitTests {
  private let exhaustive: ErrorExpectationsTrait = .errorExpectations

  @Test func anUnassertedErrorFailsTheTest() async throws {
    let test = try #require(Test.current)
    let line = #line + 3
    try await withKnownIssue {
      try await exhaustive.provideScope(for: test, testCase: Test.Case.current) {
        ErrorTracker().publish(TraitNotesError.offline, context: .action)
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The test did not assert 1 error it published, showed or logged:
        Published errors (1):
          #1 action notifyUser "Check your connection." — \
        \(String(reflecting: TraitNotesError.self)).offline \
        @ ErrorFlowTestSupportTests/ErrorExpectationsTraitTests.swift:\(line) \
        anUnassertedErrorFailsTheTest()
        Assert each (expectError, expectNotice, expectLog), or make the test non-exhaustive: \
        .off(showSkippedAssertions: true).
        """
      ] && issue.sourceLocation == test.sourceLocation
    }
  }

  @Test(.errorExpectations) func anAssertedErrorPasses() throws {
    let errors = try #require(ErrorExpectations.current)
    ErrorTracker().publish(TraitNotesError.offline, context: .action)
    errors.expectError("Check your connection.", context: .action)
  }

  @Test func aFailedAssertionIsAnIssueAtItsOwnLine() async throws {
    let test = try #require(Test.current)
    let line = #line + 4
    try await withKnownIssue {
      try await exhaustive.provideScope(for: test, testCase: Test.Case.current) {
        let errors = try #require(ErrorExpectations.current)
        errors.expectError("Saved.")
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue) == [
          "Expected an error showing \"Saved.\"; none of the published errors matches.\n"
            + "No published errors left to assert."
        ]
    }
  }

  @Test(.errorExpectations(.off(showSkippedAssertions: true)))
  func aNonExhaustiveTestPassesWithAnUnassertedError() {
    // The trait records the skipped error as a warning, which does not fail the test.
    ErrorTracker().publish(TraitNotesError.offline, context: .action)
  }

  @Test(.errorExpectations, arguments: [1, 2])
  func eachCaseOfAParameterizedTestHasAScopeOfItsOwn(failures: Int) throws {
    let errors = try #require(ErrorExpectations.current)
    let tracker = ErrorTracker()
    for _ in 0..<failures { tracker.publish(TraitNotesError.offline, context: .action) }
    #expect(errors.unassertedErrors.count == failures)
    errors.skipUnasserted()
  }

  @Test func theEndWaitsForWorkTheTestDidNotAwait() async throws {
    let test = try #require(Test.current)
    try await withKnownIssue {
      try await exhaustive.provideScope(for: test, testCase: Test.Case.current) {
        _ = ErrorTracker().perform(context: .action) { () async throws(TraitNotesError) in
          await Task.yield()
          throw .offline
        }
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("The test did not assert 1 error") == true
    }
  }

  @Test func theXCTestHelperReportsToSwiftTestingToo() async throws {
    let line = #line + 2
    await withKnownIssue {
      await withErrorExpectations { _ in
        ErrorTracker().publish(TraitNotesError.offline, context: .action)
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix("The test did not assert 1 error") == true
    }
  }
}

/// On a suite, every test gets a scope of its own.
@Suite(.errorExpectations) struct ErrorExpectationsSuiteTraitTests {
  @Test func first() throws {
    ErrorTracker().publish(TraitNotesError.offline, context: .action)
    try #require(ErrorExpectations.current).expectError("Check your connection.")
  }

  @Test func second() throws {
    let errors = try #require(ErrorExpectations.current)
    #expect(errors.unassertedErrors.isEmpty)
  }
}
