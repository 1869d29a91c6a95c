import Foundation
import Logging

/// A log handler that keeps every `LogEvent` whole: swift-log's `InMemoryLogHandler` keeps the
/// level, message and metadata of each entry, but not the event's file, function, line and
/// source, which the call-site tests assert.
struct EventCapturingLogHandler: LogHandler {
  /// The events, shared by every copy of the handler (a `Logger` copies its handler).
  final class Store: @unchecked Sendable {
    private let lock = NSLock()
    private var captured: [LogEvent] = []

    var events: [LogEvent] { lock.withLock { captured } }

    func append(_ event: LogEvent) { lock.withLock { captured.append(event) } }
  }

  let store = Store()
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  func log(event: LogEvent) { store.append(event) }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
}
