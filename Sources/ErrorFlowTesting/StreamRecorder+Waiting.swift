import Dispatch
import ReactiveCore

extension StreamRecorder {
  /// Returns the next value: the first one the waits have not returned yet, whether it arrived
  /// before this call or arrives within `timeout`.
  ///
  /// ```swift
  /// viewModel.input.onNext(.viewDidLoad)  // the view model starts a Task of its own
  /// let error = try await errors.next()
  /// XCTAssertEqual(error.errorDescription, "데이터 접근에 실패했습니다.")
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: The value.
  /// - Throws: ``AsyncWaitError`` if no value arrives within `timeout`, or the stream completes
  ///   first; the stream's own error if it fails first; `CancellationError` if the awaiting
  ///   task is cancelled.
  public func next(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> Element {
    let values = try await take(
      operation: "next()", timeout: timeout, isolation: isolation
    ) { pending, _ in pending.isEmpty ? nil : 1 }
    guard let first = values.first else {
      throw AsyncWaitError(operation: "next()", reason: .completed, received: [])
    }
    return first
  }

  /// Returns the next `count` values, whether they arrived before this call or arrive within
  /// `timeout`.
  ///
  /// ```swift
  /// for _ in 0..<3 { viewModel.input.onNext(.viewDidLoad) }
  /// let shown = try await errors.next(3, timeout: .seconds(5))
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many values; zero or less returns `[]` at once.
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: Exactly `count` values, in arrival order.
  /// - Throws: ``AsyncWaitError`` listing the values that did arrive if fewer than `count`
  ///   arrive within `timeout` or before the stream completes; the stream's own error if it
  ///   fails first; `CancellationError` if the awaiting task is cancelled.
  public func next(
    _ count: Int, timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> [Element] {
    guard count > 0 else { return [] }
    return try await take(
      operation: "next(\(count))", timeout: timeout, isolation: isolation
    ) { pending, _ in pending.count >= count ? count : nil }
  }

  /// Returns the next values up to and including the first that satisfies `predicate`, for
  /// state outputs whose intermediate values are not the point.
  ///
  /// ```swift
  /// viewModel.refresh()
  /// let states = try await state.next(until: { $0 == .loaded })
  /// XCTAssertEqual(states.last, .loaded)
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Called once per value, on the caller's actor; `true` ends the wait.
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: The values from the first the waits had not returned to the one that matched.
  /// - Throws: ``AsyncWaitError`` listing the values that did arrive if none matches within
  ///   `timeout` or before the stream completes; the stream's or `predicate`'s error;
  ///   `CancellationError` if the awaiting task is cancelled.
  public func next(
    until predicate: (Element) throws -> Bool, timeout: Duration = .seconds(5),
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> [Element] {
    // Each value is tested once, however often the wait wakes up; from the cursor again if
    // another wait moved it.
    var start = -1
    var tested = 0
    return try await take(
      operation: "next(until:)", timeout: timeout, isolation: isolation
    ) { pending, cursor in
      if cursor != start { (start, tested) = (cursor, 0) }
      while tested < pending.count {
        tested += 1
        if try predicate(pending[tested - 1]) { return tested }
      }
      return nil
    }
  }

  /// Waits for the stream to complete or fail, and returns how it ended with every value it
  /// recorded (from the first, whatever the waits returned).
  ///
  /// ```swift
  /// let ended = try await uploads.completion(timeout: .seconds(1))
  /// guard case .completed(let values) = ended else { return XCTFail("\(ended)") }
  /// ```
  ///
  /// A relay, a `Driver` or an error output never ends: waiting for it always times out.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 5 seconds unless given.
  ///   - isolation: The caller's actor, inferred; the wait runs there.
  /// - Returns: `.completed(elements:)` or `.failed(elements:error:)`.
  /// - Throws: ``AsyncWaitError`` if the stream has not ended within `timeout`;
  ///   `CancellationError` if the awaiting task is cancelled.
  public func completion(
    timeout: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation
  ) async throws -> MaterializedSequenceResult<Element> {
    try await wait(
      operation: "completion()", timeout: timeout, fromCursor: false, isolation: isolation
    ) {
      snapshot -> MaterializedSequenceResult<Element>? in
      switch snapshot.terminal {
      case .error(let error): .failed(elements: snapshot.values, error: error)
      case .completed: .completed(elements: snapshot.values)
      case .next, nil: nil
      }
    }
  }

  /// Waits until at least `count` values were recorded in all (the cursor plays no part),
  /// and returns them all.
  func waitUntil(
    count: Int, operation: String, timeout: Duration, isolation: isolated (any Actor)?
  ) async throws -> [Element] {
    try await wait(
      operation: operation, timeout: timeout, fromCursor: false, isolation: isolation
    ) { snapshot in
      snapshot.values.count >= count ? snapshot.values : nil
    }
  }

  // MARK: - Machinery

  /// Waits until `wanted` says how many of the pending values to take, takes them (moving
  /// the cursor), and returns them; a stream that ends first ends the wait.
  private func take(
    operation: String, timeout: Duration, isolation: isolated (any Actor)?,
    _ wanted: (_ pending: [Element], _ cursor: Int) throws -> Int?
  ) async throws -> [Element] {
    while true {
      let (taken, cursor) = try await wait(
        operation: operation, timeout: timeout, fromCursor: true, isolation: isolation
      ) { snapshot -> ([Element], Int)? in
        let pending = Array(snapshot.values[snapshot.cursor...])
        if let count = try wanted(pending, snapshot.cursor) {
          return (Array(pending.prefix(count)), snapshot.cursor)
        }
        switch snapshot.terminal {
        case .error(let error): throw error
        case .completed:
          throw AsyncWaitError(
            operation: operation, reason: .completed, received: Self.describe(pending))
        case .next, nil: return nil
        }
      }
      if advanceCursor(from: cursor, to: cursor + taken.count) { return taken }
    }
  }

  /// Looks at the recorder after every change, on the caller's actor, until `check` returns
  /// a result, `timeout` passes or the task is cancelled. A timeout lists the values received:
  /// those after the cursor when `fromCursor`, else all of them.
  private func wait<Result>(
    operation: String, timeout: Duration, fromCursor: Bool, isolation: isolated (any Actor)?,
    _ check: (Snapshot) throws -> Result?
  ) async throws -> Result {
    let deadline = DispatchTime.deadline(after: timeout)
    while true {
      // The generation is read before the snapshot: a change after it wakes the wait below.
      let seen = changes.generation
      let snapshot = self.snapshot
      if let result = try check(snapshot) { return result }
      try Task.checkCancellation()
      if DispatchTime.now() >= deadline {
        let start = fromCursor ? snapshot.cursor : 0
        let taken = start == 1 ? "the 1 value" : "the \(start) values"
        throw AsyncWaitError(
          operation: start == 0 ? operation : "\(operation) after \(taken) returned before",
          reason: .timedOut(after: timeout),
          received: Self.describe(Array(snapshot.values[start...])))
      }
      await changes.wait(after: seen, until: deadline, isolation: isolation)
    }
  }

  private static func describe(_ values: [Element]) -> [String] {
    values.map { String(reflecting: $0) }
  }
}
