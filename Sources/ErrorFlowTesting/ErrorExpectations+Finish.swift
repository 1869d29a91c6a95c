import Dispatch
import ErrorFlow
import ReactiveCore

extension ErrorExpectations {
  /// How a scope ended: what fails the test, and what was skipped without failing it.
  ///
  /// ```swift
  /// let outcome = errors.finish()
  /// if let failure = outcome.failure { XCTFail(failure) }
  /// ```
  public struct Outcome: Sendable, Equatable {
    /// The assertion failures no reporter took and, when exhaustive, every error, notice and
    /// log record the test did not assert; `nil` when the test passes.
    public let failure: String?
    /// With ``Exhaustivity/off(showSkippedAssertions:)`` showing them, what the test did not
    /// assert (or skipped with ``skipUnasserted()``); otherwise `nil`.
    public let skipped: String?

    /// An outcome, to compare with one a scope returned.
    ///
    /// ```swift
    /// XCTAssertEqual(errors.finish(), .init(failure: nil, skipped: nil))
    /// ```
    ///
    /// - Parameters:
    ///   - failure: What fails the test.
    ///   - skipped: What was skipped without failing it.
    public init(failure: String?, skipped: String?) {
      self.failure = failure
      self.skipped = skipped
    }
  }

  /// Ends the scope: says what the test did not assert, and takes it out of the scope.
  ///
  /// The objects made in the scope go on reporting to it (at most 1,000 entries once it has
  /// finished), so calling it again returns only what happened since: a follow-up sent when
  /// its window closes after the test, say. The glue of `ErrorFlowTestSupport` calls it when
  /// the test ends and reports the outcome; call it yourself when running a scope by hand:
  ///
  /// ```swift
  /// let errors = ErrorExpectations()
  /// let tracker = errors.withScope { ErrorTracker() }
  /// tracker.publish(NotesError.offline, context: .action)
  /// print(errors.finish().failure ?? "passed")
  /// // The test did not assert 1 error it published, showed or logged:
  /// // Published errors (1):
  /// //   #1 action notifyUser "Check your connection." — NotesError.offline @ …
  /// ```
  ///
  /// - Returns: The outcome; calling it again returns only what happened since.
  public func finish() -> Outcome {
    outcome(left: ledger.finish(), stillRunning: nil)
  }

  /// Waits, up to `timeout`, for the work of every tracker made in the scope to finish, then
  /// ends the scope as ``finish()`` does: an error from work the test did not await is still
  /// one it must assert. Work still running at the timeout is a failure when exhaustive.
  ///
  /// ```swift
  /// let outcome = await errors.finish(waitingUpTo: .seconds(5))
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest wait for tracked work.
  ///   - isolation: The caller's actor, inferred.
  /// - Returns: The outcome.
  public func finish(
    waitingUpTo timeout: Duration, isolation: isolated (any Actor)? = #isolation
  ) async -> Outcome {
    var stillRunning: String?
    do {
      try await waitUntilIdle(timeout: timeout, isolation: isolation)
    } catch is CancellationError {
      stillRunning = "Tracked work was still running when the test was cancelled."
    } catch {
      stillRunning = "Tracked work was still running after \(timeout)."
    }
    return outcome(left: ledger.finish(), stillRunning: stillRunning)
  }

  /// Returns once no tracker made in the scope has work in flight, its errors published:
  /// what a test awaits when the view model keeps its trackers or tasks to itself.
  ///
  /// ```swift
  /// viewModel.input.accept(.refresh)  // starts tracked work the test cannot see
  /// try await errors.waitUntilIdle()
  /// errors.expectError("인터넷 연결을 확인해주세요.")
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred.
  /// - Throws: ``AsyncWaitError`` if work is still in flight after `timeout`;
  ///   `CancellationError` if the awaiting task is cancelled.
  public func waitUntilIdle(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws {
    let ledger = ledger
    let ending = FirstEnding()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation(isolation: isolation) {
        (continuation: CheckedContinuation<Void, Error>) in
        ending.start(continuation)
        let timer = DispatchWorkItem {
          ending.end(
            throwing: AsyncWaitError(
              operation: "ErrorExpectations.waitUntilIdle()", reason: .timedOut(after: timeout),
              received: []))
        }
        DispatchQueue.global().asyncAfter(deadline: .deadline(after: timeout), execute: timer)
        Task {
          // Work may make trackers of its own: wait for those too.
          var waited = 0
          while true {
            let trackers = ledger.liveTrackers
            for tracker in trackers { await tracker.waitUntilIdle() }
            if trackers.count <= waited { break }
            waited = trackers.count
          }
          timer.cancel()
          ending.end(throwing: nil)
        }
      }
    } onCancel: {
      ending.end(throwing: CancellationError())
    }
  }

  private func outcome(left: ErrorLedger.Entries, stillRunning: String?) -> Outcome {
    let failures = takeFailures()
    let skippedBefore = takeSkipped()
    let lines = EntryText.sections(left)
    let total = left.errors.count + left.notices.count + left.records.count + left.notKept
    let what = total == 1 ? "1 error" : "\(total) errors"
    let heading = "The test did not assert \(what) it published, showed or logged:"
    switch exhaustivity {
    case .on:
      var parts = failures
      if let stillRunning { parts.append(stillRunning) }
      if !lines.isEmpty {
        parts.append(
          ([heading] + lines).joined(separator: "\n")
            + "\nAssert each (expectError, expectNotice, expectLog), or make the test "
            + "non-exhaustive: .off(showSkippedAssertions: true).")
      }
      let skipped = skippedBefore.isEmpty ? nil : skippedBefore.joined(separator: "\n")
      return Outcome(failure: parts.isEmpty ? nil : parts.joined(separator: "\n"), skipped: skipped)
    case .off(let show):
      let failure = failures.isEmpty ? nil : failures.joined(separator: "\n")
      guard show else { return Outcome(failure: failure, skipped: nil) }
      var shown = skippedBefore
      if !lines.isEmpty { shown += [heading] + lines }
      if let stillRunning { shown.append(stillRunning) }
      return Outcome(
        failure: failure, skipped: shown.isEmpty ? nil : shown.joined(separator: "\n"))
    }
  }
}

/// Resumes a continuation once, with whichever ending comes first (done, timeout,
/// cancellation), including an ending that comes before the continuation is given.
// unchecked Sendable: `continuation`, `ending` and `resumed` are guarded by `lock`
private final class FirstEnding: @unchecked Sendable {
  private let lock = Lock()
  private var continuation: CheckedContinuation<Void, Error>?
  private var ending: Result<Void, Error>?
  private var resumed = false

  func start(_ continuation: CheckedContinuation<Void, Error>) {
    let early = lock.withLock { () -> Result<Void, Error>? in
      if let ending {
        resumed = true
        return ending
      }
      self.continuation = continuation
      return nil
    }
    if let early { continuation.resume(with: early) }
  }

  func end(throwing error: Error?) {
    let result: Result<Void, Error> = error.map { .failure($0) } ?? .success(())
    let waiting = lock.withLock { () -> CheckedContinuation<Void, Error>? in
      guard ending == nil, !resumed else { return nil }
      ending = result
      defer { continuation = nil }
      if continuation != nil { resumed = true }
      return continuation
    }
    waiting?.resume(with: result)
  }
}
