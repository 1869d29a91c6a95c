import ErrorFlowTesting

/// Runs `body` inside an `ErrorExpectations` scope, for XCTest (and Swift
/// Testing without the trait): assertions fail at their own lines, and when `body` returns,
/// every error, notice and log record it did not assert fails the test at this call, listed.
///
/// ```swift
/// @MainActor
/// func testAFailedLoadIsAnErrorPage() async throws {
///   try await withErrorExpectations { errors in
///     let viewModel = NotesViewModel(useCase: OfflineNotes())
///     viewModel.load()
///     try await errors.waitUntilIdle()
///     errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad)
///   }
/// }
/// ```
///
/// Before the final check the scope waits up to `timeout` for the work of the trackers made in
/// it, so an error from work the test did not await still has to be asserted.
///
/// - Parameters:
///   - exhaustivity: `.on` (the default), or `.off(showSkippedAssertions:)` to list without
///     failing.
///   - timeout: How long the end waits for tracked work still in flight.
///   - fileID: The caller's file; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - isolation: The caller's actor, inferred; `body` runs there.
///   - body: The test, given the scope.
/// - Returns: What `body` returns.
@discardableResult
public func withErrorExpectations<Result>(
  _ exhaustivity: ErrorExpectations.Exhaustivity = .on, timeout: Duration = .seconds(5),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, isolation: isolated (any Actor)? = #isolation,
  _ body: (ErrorExpectations) async throws -> Result
) async rethrows -> Result {
  let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let expectations = ErrorExpectations(
    exhaustivity: exhaustivity, reportFailure: FrameworkReporter.fail)
  let result: Result
  do {
    result = try await expectations.withScope { try await body(expectations) }
  } catch {
    FrameworkReporter.report(await expectations.finish(waitingUpTo: timeout), at: site)
    throw error
  }
  FrameworkReporter.report(await expectations.finish(waitingUpTo: timeout), at: site)
  return result
}

/// Runs synchronous `body` inside an `ErrorExpectations` scope: for tests
/// driven by a `TestScheduler`, where everything has happened when `body` returns.
///
/// ```swift
/// func testTenFailuresAreOneNoticeAndOneFollowUp() {
///   withErrorExpectations { errors in
///     let scheduler = TestScheduler(initialClock: 0)
///     let bus = ErrorBus(scheduler: scheduler)
///     let view = ErrorRecorder(bus: bus)  // a view that takes each notice at once
///     for _ in 0..<10 { bus.publish(AppError(NotesError.offline, context: .action)) }
///     scheduler.start()  // the coalescing window closes: the follow-up goes out
///     XCTAssertEqual(view.noticeCounts, [1, 9])
///     for _ in 0..<10 { errors.expectError("Check your connection.") }
///     errors.expectNotice(.toast(message: "Check your connection."))
///     errors.expectNotice(.toast(message: "Check your connection."), count: 9)
///     view.dispose()
///   }
/// }
/// ```
///
/// With no view bound, the ten wait in the bus as one notice, a toast ×10: the scope records
/// each notice with the count a view is handed.
///
/// - Parameters:
///   - exhaustivity: `.on` (the default), or `.off(showSkippedAssertions:)` to list without
///     failing.
///   - fileID: The caller's file; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: The test, given the scope.
/// - Returns: What `body` returns.
@_disfavoredOverload  // in an async test, the async overload, which awaits tracked work
@discardableResult
public func withErrorExpectations<Result>(
  _ exhaustivity: ErrorExpectations.Exhaustivity = .on, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  _ body: (ErrorExpectations) throws -> Result
) rethrows -> Result {
  let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let expectations = ErrorExpectations(
    exhaustivity: exhaustivity, reportFailure: FrameworkReporter.fail)
  defer { FrameworkReporter.report(expectations.finish(), at: site) }
  return try expectations.withScope { try body(expectations) }
}
