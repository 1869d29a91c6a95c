import ErrorFlow
import Foundation

/// The sync server's URL; with `--fail network-once` the first request goes to a refused port.
final class SyncEndpoint: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [URL]
  private let url: URL

  /// - Parameters:
  ///   - url: The server's URL.
  ///   - first: URLs used, in order, before `url` (one per request).
  init(url: URL, first: [URL] = []) {
    self.url = url
    self.pending = first
  }

  func next() -> URL {
    lock.withLock { pending.isEmpty ? url : pending.removeFirst() }
  }
}
