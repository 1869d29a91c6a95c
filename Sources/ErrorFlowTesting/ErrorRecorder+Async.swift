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
      return try await stream.waitUntil(
        count: count, operation: "ErrorRecorder.waitUntil(count: \(count))", timeout: timeout,
        isolation: isolation)
    } catch let error as AsyncWaitError {
      throw AsyncWaitError(
        operation: error.operation, reason: error.reason,
        received: errors.map { String(describing: $0) })
    }
  }

  /// Returns the next error: the first one no wait has returned yet, whether it arrived
  /// before this call or arrives within `timeout`.
  ///
  /// ```swift
  /// viewModel.save()  // publishes from a task the view model keeps to itself
  /// let error = try await errors.next()
  /// XCTAssertEqual(error.context, .action)
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: The error.
  /// - Throws: ``AsyncWaitError`` if no error arrives within `timeout`; `CancellationError`
  ///   if the awaiting task is cancelled.
  public func next(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppError {
    try await stream.next(timeout: timeout, isolation: isolation).error
  }

  /// Returns the next `count` errors, whether they arrived before this call or arrive within
  /// `timeout`.
  ///
  /// ```swift
  /// let shown = try await errors.next(2)
  /// XCTAssertEqual(shown.map(\.userMessage), ["Offline.", "Offline."])
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many errors; zero or less returns `[]` at once.
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: Exactly `count` errors, in arrival order.
  /// - Throws: ``AsyncWaitError`` listing the errors that did arrive if fewer than `count`
  ///   arrive within `timeout`; `CancellationError` if the awaiting task is cancelled.
  public func next(
    _ count: Int, timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> [AppError] {
    try await stream.next(count, timeout: timeout, isolation: isolation).map(\.error)
  }
}
