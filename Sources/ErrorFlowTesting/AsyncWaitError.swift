/// Why an async test helper such as `firstValue(timeout:)` or `values(count:timeout:)` gave
/// up: it timed out, or the sequence completed before the wait was satisfied.
///
/// The description names the helper, the reason and what the sequence had sent, so a failing
/// test says what it was waiting for and what it got:
///
/// ```swift
/// do {
///   _ = try await viewModel.titles.values(count: 3, timeout: .milliseconds(100))
/// } catch let error as AsyncWaitError {
///   print(error)
///   // values(count: 3) timed out after 0.1 seconds; received 2 values: ["a", "b"]
/// }
/// ```
///
/// An error sent by the sequence itself is rethrown unchanged, not wrapped in this type, and
/// a cancelled wait throws `CancellationError`.
public struct AsyncWaitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What ended the wait.
  ///
  /// ```swift
  /// if case .timedOut(let after) = error.reason { print("gave up after \(after)") }
  /// ```
  public enum Reason: Sendable, Equatable {
    /// Nothing satisfied the wait within the timeout; the sequence may still be running.
    case timedOut(after: Duration)
    /// The sequence completed before the wait was satisfied.
    case completed
  }

  /// The helper that waited, as written in code: `firstValue()`, `values(count: 3)`,
  /// `collect(until:)`, `completion()`, `ErrorRecorder.entries(count: 1)`.
  public let operation: String
  /// What ended the wait.
  public let reason: Reason
  /// The descriptions of the values received before the wait ended, in order, as
  /// `String(reflecting:)` writes them (strings quoted).
  ///
  /// ```swift
  /// XCTAssertEqual(error.received, ["\"idle\"", "\"loading\""])
  /// ```
  public let received: [String]

  /// Creates the error a helper throws.
  ///
  /// ```swift
  /// let error = AsyncWaitError(
  ///   operation: "firstValue()", reason: .timedOut(after: .seconds(1)), received: [])
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The helper that waited.
  ///   - reason: What ended the wait.
  ///   - received: The descriptions of the values received before the wait ended.
  public init(operation: String, reason: Reason, received: [String]) {
    self.operation = operation
    self.reason = reason
    self.received = received
  }

  /// `values(count: 3) timed out after 0.1 seconds; received 2 values: [1, 2]`, or
  /// `firstValue() failed: the sequence completed after 0 values`.
  ///
  /// ```swift
  /// XCTAssertTrue(error.description.hasPrefix("firstValue() timed out"))
  /// ```
  public var description: String {
    let values = received.count == 1 ? "1 value" : "\(received.count) values"
    let list = received.isEmpty ? "" : ": [\(received.joined(separator: ", "))]"
    switch reason {
    case .timedOut(let timeout):
      return "\(operation) timed out after \(timeout); received \(values)\(list)"
    case .completed:
      return "\(operation) failed: the sequence completed after \(values)\(list)"
    }
  }
}
