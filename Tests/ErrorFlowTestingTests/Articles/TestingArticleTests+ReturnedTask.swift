import ErrorFlow
import ErrorFlowTestSupport
import Foundation
import XCTest

// Recipe "A view model that returns its task": awaited by the test, inside the exhaustive
// error scope.

enum ProfileError: LocalizedError {
  case offline
  var errorDescription: String? { "Check your connection." }
}

@MainActor
final class ProfileViewModel {
  let name = BehaviorRelay<String>(value: "")
  let tracker: ErrorTracker
  private let fetchName: @Sendable () async throws(ProfileError) -> String

  init(
    bus: ErrorBus? = nil,
    fetchName: @escaping @Sendable () async throws(ProfileError) -> String
  ) {
    tracker = ErrorTracker(bus: bus)
    self.fetchName = fetchName
  }

  var errors: Observable<AppError> { tracker.errors }

  /// Loads the name; returns the task, so a caller can cancel it or await it.
  @discardableResult
  func load() -> Task<Void, Never> {
    tracker.perform(context: .pageLoad) { () async throws(ProfileError) in
      self.name.accept(try await self.fetchName())
    }
  }
}

@MainActor
final class ProfileViewModelTests: XCTestCase {
  func testAFailedLoadIsOnePageLoadErrorAndTheNameStaysEmpty() async {
    await withErrorExpectations { errors in
      let viewModel = ProfileViewModel { () async throws(ProfileError) -> String in
        throw .offline
      }

      await viewModel.load().value

      errors.expectError("Check your connection.", context: .pageLoad)
      XCTAssertEqual(viewModel.name.value, "")
    }
  }

  func testALoadThatWorksShowsTheNameAndPublishesNothing() async {
    await withErrorExpectations { _ in
      let viewModel = ProfileViewModel { "Ada" }

      await viewModel.load().value

      XCTAssertEqual(viewModel.name.value, "Ada")
    }
  }
}
