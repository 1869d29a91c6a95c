#if canImport(Darwin)
  @preconcurrency import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// C's `stdout`, read once; `FILE *` is only used through stdio's own locking.
nonisolated(unsafe) private let cStandardOutput = stdout

/// Writes to standard output through the same buffer as `print`, flushing after each write so a
/// prompt is visible before the view waits for an answer.
///
/// ```swift
/// let view = ConsoleView(output: StandardOutputStream(), input: StandardInput())
/// ```
public struct StandardOutputStream: TextOutputStream, Sendable {
  /// Creates a writer to standard output.
  ///
  /// ```swift
  /// var output = StandardOutputStream()
  /// print("ready", to: &output)
  /// ```
  public init() {}

  /// Writes `string` to standard output and flushes it.
  ///
  /// ```swift
  /// StandardOutputStream().write("> ")
  /// ```
  ///
  /// - Parameter string: The text to write.
  public func write(_ string: String) {
    print(string, terminator: "")
    // Only stdout: `fflush(nil)` locks every stdio stream on glibc, stdin included, so a
    // write would wait for a thread blocked in `readLine`.
    fflush(cStandardOutput)
  }
}
