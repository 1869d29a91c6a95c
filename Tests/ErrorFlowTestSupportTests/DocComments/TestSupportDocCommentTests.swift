import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import Testing
import XCTest

// The examples of ErrorExpectationsTrait.swift and WithErrorExpectations.swift, as tests
// (.ci/doc-comment-tests checks each appears here verbatim).

struct ErrorExpectationsTraitDocComments {
  @Test(.errorExpectations) @MainActor
  func aFailedLoadIsAnErrorPage() async throws {
    let errors = try #require(ErrorExpectations.current)
    let viewModel = NotesViewModel(useCase: OfflineNotes())
    viewModel.load()
    try await errors.waitUntilIdle()
    errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad)
  }

  @Test(.errorExpectations) func savingOfflineShowsAToast() throws {
    let errors = try #require(ErrorExpectations.current)
    let bus = ErrorBus()
    bus.publish(NotesError.offline, context: .action)
    errors.expectError("Check your connection.", context: .action)
    errors.expectNotice(.toast(message: "Check your connection."))
  }

  @Test(.errorExpectations(.off(showSkippedAssertions: true)))
  func anUnassertedToastIsListedWithoutFailing() {
    ErrorTracker().publish(NotesError.offline, context: .action)  // a warning lists it
  }
}

final class WithErrorExpectationsDocCommentTests: XCTestCase {
  @MainActor
  func testAFailedLoadIsAnErrorPage() async throws {
    try await withErrorExpectations { errors in
      let viewModel = NotesViewModel(useCase: OfflineNotes())
      viewModel.load()
      try await errors.waitUntilIdle()
      errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad)
    }
  }

  func testTenFailuresAreOneNoticeAndOneFollowUp() {
    withErrorExpectations { errors in
      let scheduler = TestScheduler(initialClock: 0)
      let bus = ErrorBus(scheduler: scheduler)
      let view = ErrorRecorder(bus: bus)  // a view that takes each notice at once
      for _ in 0..<10 { bus.publish(AppError(NotesError.offline, context: .action)) }
      scheduler.start()  // the coalescing window closes: the follow-up goes out
      XCTAssertEqual(view.noticeCounts, [1, 9])
      for _ in 0..<10 { errors.expectError("Check your connection.") }
      errors.expectNotice(.toast(message: "Check your connection."))
      errors.expectNotice(.toast(message: "Check your connection."), count: 9)
      view.dispose()
    }
  }
}
