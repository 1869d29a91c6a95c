import ErrorFlow

/// A thread-safe in-memory output for ``ConsoleView``: tests read back what the view wrote.
///
/// ```swift
/// let buffer = ConsoleBuffer()
/// let view = ConsoleView(output: buffer, input: ScriptedInput([]))
/// view.show(ConsoleMessage(kind: .toast, message: "Saved."))
/// buffer.text  // "! Saved.\n"
/// ```
// unchecked Sendable: `contents` is guarded by `lock`
public final class ConsoleBuffer: TextOutputStream, @unchecked Sendable {
  private let lock = Lock()
  private var contents = ""

  /// Creates an empty buffer.
  ///
  /// ```swift
  /// let buffer = ConsoleBuffer()
  /// ```
  public init() {}

  /// Everything written so far.
  ///
  /// ```swift
  /// XCTAssertEqual(buffer.text, "! Saved.\n")
  /// ```
  public var text: String { lock.withLock { contents } }

  /// Appends `string`.
  ///
  /// ```swift
  /// var buffer = ConsoleBuffer()
  /// print("hello", to: &buffer)
  /// ```
  ///
  /// - Parameter string: The text to append.
  public func write(_ string: String) {
    lock.withLock { contents += string }
  }

  /// Returns everything written so far and empties the buffer.
  ///
  /// ```swift
  /// let firstScreen = buffer.take()
  /// ```
  ///
  /// - Returns: The text written since the last `take()`.
  public func take() -> String {
    lock.withLock {
      defer { contents = "" }
      return contents
    }
  }
}
