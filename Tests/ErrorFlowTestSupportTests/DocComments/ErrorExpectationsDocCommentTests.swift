import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import Testing
import XCTest

// The examples of ErrorExpectations.swift and AssertionSite.swift, as tests
// (.ci/doc-comment-tests checks each appears here verbatim).

struct ErrorExpectationsDocComments {
  @Test(.errorExpectations) @MainActor
  func aFailedLoadIsAnErrorPage() async throws {
    let errors = try #require(ErrorExpectations.current)
    let viewModel = NotesViewModel(useCase: OfflineNotes())  // its tracker reports here
    viewModel.load()
    try await errors.waitUntilIdle()
    errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad)
  }

  @Test(.errorExpectations(.off)) func anOfflineSaveNeedsNoAssertion() {
    ErrorTracker().publish(NotesError.offline, context: .action)  // not asserted: passes
  }

  @Test(.errorExpectations) func theCurrentScopeIsTheTraits() throws {
    let errors = try #require(ErrorExpectations.current)
    XCTAssertEqual(errors.exhaustivity, .on)
  }
}

final class ErrorExpectationsDocCommentTests: XCTestCase {
  func testExhaustivityMayChangeDuringTheTest() {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(NotesError.offline, context: .action)
    errors.exhaustivity = .off(showSkippedAssertions: true)
    XCTAssertEqual(errors.finish().failure, nil)
  }

  func testAScopeStartsExhaustive() {
    let errors = ErrorExpectations(exhaustivity: .on)
    XCTAssertEqual(errors.exhaustivity, .on)
  }

  func testObjectsMadeInWithScopeReportToIt() async throws {
    let errors = ErrorExpectations()
    let viewModel = errors.withScope { NotesViewModel(useCase: OfflineNotes()) }
    viewModel.load()
    try await errors.waitUntilIdle()
    XCTAssertNotNil(errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad))
    XCTAssertNil(errors.finish().failure)
  }

  func testTheAsyncWithScopeRunsTheBodyInTheScope() async throws {
    let errors = ErrorExpectations()
    func testBody() async throws {
      NotesViewModel(useCase: UnreadableNotes()).load()
      try await errors.waitUntilIdle()
    }
    try await errors.withScope { try await testBody() }
    XCTAssertNotNil(errors.expectError("The notes could not be read."))
    XCTAssertNil(errors.finish().failure)
  }

  func testTheUnassertedEntriesAreListed() {
    let errors = ErrorExpectations()
    let bus = errors.withScope { ErrorBus(logger: ErrorLogger(sinks: [])) }
    bus.publish(NotesError.offline, context: .action)
    print(errors.unassertedErrors.map(\.userMessage))
    print(errors.unassertedNotices.map(\.presentation))
    print(errors.unassertedLogRecords.map(\.level))
    XCTAssertEqual(errors.unassertedErrors.map(\.userMessage), ["Check your connection."])
    XCTAssertEqual(
      errors.unassertedNotices.map(\.presentation), [.toast(message: "Check your connection.")])
    XCTAssertEqual(errors.unassertedLogRecords.map(\.level), [.notifyUser])
    errors.skipUnasserted()
  }

  func testAFailureWouldBeReportedAtTheAssertionsSite() {
    let errors = ErrorExpectations { message, site in
      XCTFail(message, file: site.filePath, line: site.line)
    }
    let tracker = errors.withScope { ErrorTracker() }
    tracker.publish(NotesError.offline, context: .action)
    XCTAssertNotNil(errors.expectError("Check your connection."))  // matched: no XCTFail
    XCTAssertNil(errors.finish().failure)
  }

  func testAnAssertionSiteIsTheLineItIsMadeAt() {
    let site = AssertionSite()  // this line
    XCTAssertEqual(site.line, #line - 1)
    print(AssertionSite())  // "MyAppTests/NotesTests.swift:12"
    let here = AssertionSite()
    XCTAssertEqual(
      "\(here)", "ErrorFlowTestSupportTests/ErrorExpectationsDocCommentTests.swift:\(#line - 2)")
  }
}
