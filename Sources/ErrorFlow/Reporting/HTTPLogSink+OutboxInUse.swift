import Foundation

extension HTTPLogSink {
  /// Thrown when a sink is made on an outbox directory another ``HTTPLogSink`` uses, in this
  /// process or in another one.
  ///
  /// Two sinks on one outbox would each rewrite the file the other appends to, losing
  /// records, so the second one is refused. A sink holds its directory for its whole life; a
  /// process that ends, however it ends (a crash or `SIGKILL` included), lets go of it. A sink
  /// of this process that was just released lets go once it has written what it was handed:
  /// a new sink made right after it waits for that, up to ``handOverLimit``.
  ///
  /// ```swift
  /// do {
  ///   reporter = try HTTPLogSink(endpoint: endpoint, outboxDirectory: folder)
  /// } catch let error as HTTPLogSink.OutboxInUse {
  ///   print("reports are already being sent by another instance:", error)
  /// }
  /// ```
  public struct OutboxInUse: Error, Sendable, CustomStringConvertible {
    /// The outbox directory another sink uses.
    ///
    /// ```swift
    /// print(error.directory.path)
    /// ```
    public let directory: URL

    /// What happened, with the directory's path.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String {
      "the outbox \(directory.path) is in use by another HTTPLogSink (in this process or "
        + "another one); use one sink per outbox directory"
    }

    /// The longest a new sink waits for a released sink of the same process to let go of
    /// the directory: 5 seconds.
    ///
    /// ```swift
    /// print(HTTPLogSink.OutboxInUse.handOverLimit)
    /// ```
    public static let handOverLimit: Duration = .seconds(5)
  }
}
