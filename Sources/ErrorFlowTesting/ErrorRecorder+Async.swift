import ErrorFlow
import ReactiveCore

extension ErrorRecorder {
  /// Waits until the recorder holds at least `count` entries, for errors that arrive
  /// asynchronously; returns at once when it already does.
  ///
  /// Entries are counted since the recorder was created or last emptied by
  /// ``removeAll()``, so an error recorded before the call is not missed.
  ///
  /// ```swift
  /// let errors = ErrorRecorder(viewModel.errors)
  /// viewModel.load()  // fails on a background queue
  /// try await errors.waitUntil(count: 1, timeout: .seconds(1))
  /// XCTAssertEqual(errors.userMessages, ["The notes could not be read."])
  /// errors.dispose()
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many entries to wait for.
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: All the entries recorded when the wait ended (at least `count`).
  /// - Throws: ``AsyncWaitError`` listing the errors recorded so far if fewer than `count`
  ///   are recorded within `timeout`; `CancellationError` if the awaiting task is cancelled.
  @discardableResult
  public func waitUntil(
    count: Int, timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> [Entry] {
    do {
      _ = try await changes.collect(
        until: { [self] _ in self.count >= count }, timeout: timeout, isolation: isolation)
    } catch let error as AsyncWaitError {
      throw AsyncWaitError(
        operation: "ErrorRecorder.waitUntil(count: \(count))", reason: error.reason,
        received: errors.map { String(describing: $0) })
    }
    return entries
  }
}
