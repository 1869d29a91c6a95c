import ReactiveCore

/// Keeps records in memory, for tests.
///
/// ```swift
/// let memory = InMemoryLogSink()
/// let logger = ErrorLogger(sinks: [memory])
/// logger.log(error)
/// XCTAssertEqual(memory.records.map(\.level), [.notifyUser])
/// ```
// unchecked Sendable: `stored` is guarded by `lock`
public final class InMemoryLogSink: ErrorLogSink, @unchecked Sendable {
  private let lock = Lock()
  private var stored: [ErrorLogRecord] = []

  /// An empty sink.
  ///
  /// ```swift
  /// let memory = InMemoryLogSink()
  /// ```
  public init() {}

  /// The records written so far, oldest first.
  ///
  /// ```swift
  /// XCTAssertEqual(memory.records.count, 1)
  /// ```
  public var records: [ErrorLogRecord] { lock.withLock { stored } }

  /// Keeps `record`.
  ///
  /// ```swift
  /// memory.write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) {
    lock.withLock { stored.append(record) }
  }

  /// Forgets every record.
  ///
  /// ```swift
  /// memory.removeAll()
  /// ```
  public func removeAll() {
    lock.withLock { stored.removeAll() }
  }
}
