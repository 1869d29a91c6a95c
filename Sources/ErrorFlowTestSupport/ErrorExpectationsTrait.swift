import ErrorFlowTesting
import Testing

/// Runs each test inside an `ErrorExpectations` scope: the trackers, buses
/// and loggers it makes report there, its assertions fail as issues at their own lines, and
/// when it ends, every error, notice and log record it did not assert is an issue listing
/// them (a warning when the scope is not exhaustive).
///
/// ```swift
/// @Test(.errorExpectations) @MainActor
/// func aFailedLoadIsAnErrorPage() async throws {
///   let errors = try #require(ErrorExpectations.current)
///   let viewModel = NotesViewModel(useCase: OfflineNotes())
///   viewModel.load()
///   try await errors.waitUntilIdle()
///   errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad)
/// }
/// ```
///
/// On a suite, each of its tests (each case of a parameterized one) gets a scope of its own.
/// Before the final check, the scope waits up to `timeout` for the work of the trackers made in
/// it: an error from work the test did not await still has to be asserted.
public struct ErrorExpectationsTrait: TestTrait, SuiteTrait, TestScoping {
  /// Whether what the test does not assert fails it.
  public let exhaustivity: ErrorExpectations.Exhaustivity
  /// How long the end of the test waits for tracked work still in flight.
  public let timeout: Duration

  /// Each test of a suite gets its own scope.
  public var isRecursive: Bool { true }

  /// A scope per test case, none for the suite or the function as a whole.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, or `nil` for the test or suite as a whole.
  /// - Returns: This trait for a test case, else `nil`.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test case inside a fresh scope, then reports what it did not assert.
  ///
  /// - Parameters:
  ///   - test: The test.
  ///   - testCase: The test case.
  ///   - function: The test case's body.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let expectations = ErrorExpectations(
      exhaustivity: exhaustivity, reportFailure: FrameworkReporter.fail)
    do {
      try await expectations.withScope { try await function() }
    } catch {
      FrameworkReporter.report(
        await expectations.finish(waitingUpTo: timeout), at: test.sourceLocation)
      throw error
    }
    FrameworkReporter.report(
      await expectations.finish(waitingUpTo: timeout), at: test.sourceLocation)
  }
}

extension Trait where Self == ErrorExpectationsTrait {
  /// Exhaustive error assertions: every error, notice and log record the test does not
  /// assert fails it.
  ///
  /// ```swift
  /// @Test(.errorExpectations) func savingOfflineShowsAToast() throws {
  ///   let errors = try #require(ErrorExpectations.current)
  ///   let bus = ErrorBus()
  ///   bus.publish(NotesError.offline, context: .action)
  ///   errors.expectError("Check your connection.", context: .action)
  ///   errors.expectNotice(.toast(message: "Check your connection."))
  /// }
  /// ```
  public static var errorExpectations: Self {
    ErrorExpectationsTrait(exhaustivity: .on, timeout: .seconds(5))
  }

  /// Error assertions with the given exhaustivity.
  ///
  /// ```swift
  /// @Test(.errorExpectations(.off(showSkippedAssertions: true)))
  /// func anUnassertedToastIsListedWithoutFailing() {
  ///   ErrorTracker().publish(NotesError.offline, context: .action)  // a warning lists it
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: `.on`, or `.off(showSkippedAssertions:)` to list without failing.
  ///   - timeout: How long the end of the test waits for tracked work still in flight.
  /// - Returns: The trait.
  public static func errorExpectations(
    _ exhaustivity: ErrorExpectations.Exhaustivity, timeout: Duration = .seconds(5)
  ) -> Self {
    ErrorExpectationsTrait(exhaustivity: exhaustivity, timeout: timeout)
  }
}
