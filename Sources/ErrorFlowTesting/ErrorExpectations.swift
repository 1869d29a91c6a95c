import ErrorFlow
import ReactiveCore

/// Exhaustive error assertions: a test scope that sees every error published, every notice
/// shown and every record logged by the `ErrorTracker`s, `ErrorBus`es and `ErrorLogger`s made
/// inside it, and, when it ends, fails listing each one the test did not assert.
///
/// Like TCA's `TestStore`, it is exhaustive by default: an error the test never mentions is a
/// failure. Each assertion consumes what it matched (``expectError(_:context:level:fileID:filePath:line:column:)``,
/// ``expectNotice(_:count:fileID:filePath:line:column:)``, ``expectLog(level:context:fileID:filePath:line:column:)``
/// and their `where:` forms); ``Exhaustivity/off(showSkippedAssertions:)`` lists what was left
/// without failing.
///
/// Nothing is injected: objects made while the scope runs report to it for their whole life,
/// from any thread, and behave exactly as they would outside it. The test frameworks' glue,
/// in the `ErrorFlowTestSupport` product, runs a test inside a scope and reports failures:
///
/// ```swift
/// @Test(.errorExpectations) @MainActor
/// func aFailedLoadIsAnErrorPage() async throws {
///   let errors = try #require(ErrorExpectations.current)
///   let viewModel = NotesViewModel(useCase: OfflineNotes())  // its tracker reports here
///   viewModel.load()
///   try await errors.waitUntilIdle()
///   errors.expectError("인터넷 연결을 확인해주세요.", context: .pageLoad)
/// }
/// ```
///
/// Without the glue, run code with ``withScope(_:)`` and read the verdict from ``finish()``.
// unchecked Sendable: `mode`, `failures` and `skippedLines` are guarded by `lock`; `ledger` is
// locked and `reporter` is @Sendable
public final class ErrorExpectations: @unchecked Sendable {
  /// Whether the scope fails on what the test did not assert.
  ///
  /// ```swift
  /// errors.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  public enum Exhaustivity: Sendable, Equatable {
    /// Every published error, notice and log record must be asserted: the default.
    case on
    /// What is not asserted is not a failure; with `showSkippedAssertions`, it is listed
    /// when the scope ends (a warning in Swift Testing, a note in XCTest).
    case off(showSkippedAssertions: Bool)

    /// Non-exhaustive, listing nothing.
    ///
    /// ```swift
    /// @Test(.errorExpectations(.off)) func anOfflineSaveNeedsNoAssertion() {
    ///   ErrorTracker().publish(NotesError.offline, context: .action)  // not asserted: passes
    /// }
    /// ```
    public static let off = Exhaustivity.off(showSkippedAssertions: false)
  }

  /// The scope of the running code: set by the glue's trait or helper, or by
  /// ``withScope(_:)``. Objects made while it is set report to it.
  ///
  /// ```swift
  /// let errors = try #require(ErrorExpectations.current)
  /// ```
  @TaskLocal public static var current: ErrorExpectations?

  let ledger = ErrorLedger()
  private let lock = Lock()
  private var mode: Exhaustivity
  private var failures: [String] = []
  private var skippedLines: [String] = []
  private let reporter: (@Sendable (String, AssertionSite) -> Void)?

  /// A scope; nothing reports to it until code runs inside ``withScope(_:)``.
  ///
  /// ```swift
  /// let errors = ErrorExpectations(exhaustivity: .on)
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: Whether what the test does not assert fails it.
  ///   - reportFailure: Reports a failed assertion at its call site (the glue passes
  ///     `Issue.record` or `XCTFail`); `nil` keeps it for ``finish()``.
  public init(
    exhaustivity: Exhaustivity = .on,
    reportFailure: (@Sendable (_ message: String, _ site: AssertionSite) -> Void)? = nil
  ) {
    self.mode = exhaustivity
    self.reporter = reportFailure
  }

  /// Whether what the test does not assert fails it; may change during the test.
  ///
  /// ```swift
  /// errors.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  public var exhaustivity: Exhaustivity {
    get { lock.withLock { mode } }
    set { lock.withLock { mode = newValue } }
  }

  /// Runs `body` with this scope current: every tracker, bus and logger it makes reports here.
  ///
  /// ```swift
  /// let viewModel = errors.withScope { NotesViewModel(useCase: OfflineNotes()) }
  /// ```
  ///
  /// - Parameter body: The code whose objects the scope observes.
  /// - Returns: What `body` returns.
  public func withScope<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self) {
      try ErrorObservation.$observer.withValue(ledger, operation: body)
    }
  }

  /// Runs `body` with this scope current, on the caller's actor: every tracker, bus and
  /// logger it makes, including in the tasks it starts, reports here.
  ///
  /// ```swift
  /// try await errors.withScope { try await testBody() }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, inferred; `body` runs there.
  ///   - body: The code whose objects the scope observes.
  /// - Returns: What `body` returns.
  public func withScope<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.$current.withValue(self) {
      try await ErrorObservation.$observer.withValue(ledger, operation: body)
    }
  }

  /// The published errors no assertion has matched yet, oldest first.
  ///
  /// ```swift
  /// print(errors.unassertedErrors.map(\.userMessage))
  /// ```
  public var unassertedErrors: [AppError] { ledger.entries.errors.map(\.entry) }

  /// The bus notices no assertion has matched yet, oldest first.
  ///
  /// ```swift
  /// print(errors.unassertedNotices.map(\.presentation))
  /// ```
  public var unassertedNotices: [ErrorNotice] { ledger.entries.notices.map(\.entry) }

  /// The log records no assertion has matched yet, oldest first.
  ///
  /// ```swift
  /// print(errors.unassertedLogRecords.map(\.level))
  /// ```
  public var unassertedLogRecords: [ErrorLogRecord] { ledger.entries.records.map(\.entry) }

  // MARK: - Failures

  /// Reports a failed assertion: to the reporter, or kept for ``finish()``.
  func fail(_ message: String, at site: AssertionSite) {
    if let reporter {
      reporter(message, site)
    } else {
      lock.withLock { failures.append("\(site): \(message)") }
    }
  }

  /// The failures kept for ``finish()``, removed.
  func takeFailures() -> [String] {
    lock.withLock {
      defer { failures.removeAll() }
      return failures
    }
  }

  /// Keeps the description of entries skipped by ``skipUnasserted()``, for ``finish()``.
  func keepSkipped(_ entries: ErrorLedger.Entries) {
    let lines = EntryText.sections(entries)
    lock.withLock { skippedLines += lines }
  }

  /// The skipped entries kept so far, removed.
  func takeSkipped() -> [String] {
    lock.withLock {
      defer { skippedLines.removeAll() }
      return skippedLines
    }
  }
}
