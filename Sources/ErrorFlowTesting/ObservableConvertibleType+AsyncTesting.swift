import ReactiveCore

extension ObservableConvertibleType {
  /// Subscribes, waits for the first value, and disposes the subscription.
  ///
  /// For code that delivers on its own threads or tasks (an `Observable.async` call, a
  /// `DispatchQueue`, the main queue while the test awaits). Works in XCTest `async` tests and
  /// Swift Testing `@Test` functions alike; the element need not be `Sendable`.
  ///
  /// ```swift
  /// viewModel.refresh()
  /// let title = try await viewModel.title.firstValue(timeout: .seconds(1))
  /// XCTAssertEqual(title, "Inbox")
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: The first value.
  /// - Throws: The sequence's error if it fails first; ``AsyncWaitError`` if it completes
  ///   empty or nothing arrives within `timeout`; `CancellationError` if the awaiting task is
  ///   cancelled. Every way out disposes the subscription.
  public func firstValue(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> Element {
    let values = try await values(
      count: 1, timeout: timeout, operation: "firstValue()", isolation: isolation)
    guard let first = values.first else {
      throw AsyncWaitError(operation: "firstValue()", reason: .completed, received: [])
    }
    return first
  }

  /// Subscribes, waits for exactly the first `count` values, and disposes the subscription.
  ///
  /// Values sent after the `count`th are not waited for and not returned.
  ///
  /// ```swift
  /// let states = try await viewModel.state.values(count: 3, timeout: .seconds(1))
  /// XCTAssertEqual(states, [.idle, .loading, .loaded])
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many values to wait for; zero or less returns `[]` without subscribing.
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: The first `count` values, in order.
  /// - Throws: The sequence's error if it fails first; ``AsyncWaitError`` if it completes with
  ///   fewer values or `count` values don't arrive within `timeout` (the error lists those
  ///   that did); `CancellationError` if the awaiting task is cancelled.
  public func values(
    count: Int, timeout: Duration = .seconds(5),
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> [Element] {
    try await values(
      count: count, timeout: timeout, operation: "values(count: \(count))", isolation: isolation)
  }

  /// Subscribes and collects values up to and including the first one that satisfies
  /// `predicate`, then disposes the subscription.
  ///
  /// Suited to state outputs whose number of intermediate values is not the point:
  ///
  /// ```swift
  /// let states = try await viewModel.state.collect(until: { $0 == .loaded }, timeout: .seconds(1))
  /// XCTAssertEqual(states.last, .loaded)
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Called on each value, on the thread that sends it; `true` ends the wait.
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: The values received, the last of which satisfies `predicate`.
  /// - Throws: The sequence's or `predicate`'s error; ``AsyncWaitError`` if the sequence
  ///   completes or `timeout` passes before a value satisfies `predicate`; `CancellationError`
  ///   if the awaiting task is cancelled.
  public func collect(
    until predicate: @escaping @Sendable (Element) throws -> Bool,
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> [Element] {
    let operation = "collect(until:)"
    let collector = AsyncCollector<Element>(operation: operation, timeout: timeout) {
      element, _ in try predicate(element)
    }
    return try await collector.run(asObservable(), isolation: isolation).valuesOrThrow(operation)
  }

  /// Subscribes, waits for the sequence to complete or fail, and returns how it ended with
  /// every value it sent.
  ///
  /// The sequence's own error is part of the result, not thrown, so a test can check the
  /// values sent before it.
  ///
  /// ```swift
  /// let result = try await service.sync().completion(timeout: .seconds(1))
  /// guard case .failed(let values, let error) = result else { return XCTFail("\(result)") }
  /// XCTAssertEqual(values, [.started])
  /// XCTAssertEqual(error as? SyncError, .offline)
  /// ```
  ///
  /// A relay, `Driver` or `Signal` built on one, or the error bus never completes: waiting
  /// for it always times out.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: `.completed(elements:)` or `.failed(elements:error:)`, as the blocking
  ///   ``BlockingObservable/materialize()`` returns them.
  /// - Throws: ``AsyncWaitError`` if the sequence has not ended within `timeout`;
  ///   `CancellationError` if the awaiting task is cancelled.
  public func completion(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> MaterializedSequenceResult<Element> {
    let collector = AsyncCollector<Element>(operation: "completion()", timeout: timeout) {
      _, _ in false
    }
    switch try await collector.run(asObservable(), isolation: isolation) {
    case .satisfied(let elements), .completed(let elements):
      return .completed(elements: elements)
    case .failed(let elements, let error):
      return .failed(elements: elements, error: error)
    }
  }

  private func values(
    count: Int, timeout: Duration, operation: String, isolation: isolated (any Actor)?
  ) async throws -> [Element] {
    guard count > 0 else { return [] }
    let collector = AsyncCollector<Element>(operation: operation, timeout: timeout) {
      _, received in received >= count
    }
    return try await collector.run(asObservable(), isolation: isolation).valuesOrThrow(operation)
  }
}

extension AsyncCollectorOutcome {
  /// The values of a satisfied wait; otherwise the sequence's error, or an ``AsyncWaitError``
  /// for a sequence that completed too early.
  fileprivate func valuesOrThrow(_ operation: String) throws -> [Element] {
    switch self {
    case .satisfied(let elements):
      return elements
    case .completed(let elements):
      throw AsyncWaitError(
        operation: operation, reason: .completed,
        received: elements.map { String(reflecting: $0) })
    case .failed(_, let error):
      throw error
    }
  }
}
