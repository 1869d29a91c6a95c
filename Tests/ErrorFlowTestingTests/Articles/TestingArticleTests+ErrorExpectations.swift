import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Testing

// "Every error asserted": the exhaustive error scope as a Swift Testing trait (the XCTest
// helper's tests are the recipe "A view model that returns its task").

@Test(.errorExpectations) @MainActor
func aFailedProfileLoadIsAnErrorPageAndALogRecord() async throws {
  let errors = try #require(ErrorExpectations.current)
  let bus = ErrorBus(logger: ErrorLogger(sinks: [InMemoryLogSink()]))
  let viewModel = ProfileViewModel(bus: bus) { () async throws(ProfileError) -> String in
    throw .offline
  }

  await viewModel.load().value

  errors.expectError("Check your connection.", context: .pageLoad)
  errors.expectNotice(.errorPage(title: "Error", message: "Check your connection."))
  errors.expectLog(level: .notifyUser, context: .pageLoad)
}
