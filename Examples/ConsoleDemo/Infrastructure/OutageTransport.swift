import ErrorFlow
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `report-down` fault: a report transport that refuses every post, as a collector whose
/// port is closed does (`URLError.cannotConnectToHost`), until ``restore()``; from then on it
/// hands each post to `base`.
///
/// It sits in `HTTPLogSink`'s transport seam, so the sink meets a real-looking outage: its
/// records wait in the outbox on disk, its retries fail, and once the collector is back the
/// outbox drains.
final class OutageTransport: LogTransport, @unchecked Sendable {
  private let base: any LogTransport
  private let lock = NSLock()
  private var down = true
  private var refusedPosts = 0

  /// - Parameter base: Where posts go once the outage is over.
  init(base: any LogTransport) {
    self.base = base
  }

  /// Ends the outage: the next post goes through.
  func restore() {
    lock.withLock { down = false }
  }

  /// Whether the collector is still down.
  var isDown: Bool { lock.withLock { down } }

  /// How many posts were refused.
  var refused: Int { lock.withLock { refusedPosts } }

  func post(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> Int {
    try await exchange(body, to: url, headers: headers, timeout: timeout).status
  }

  /// Refuses the post while the collector is down; then hands it to `base` whole, so a
  /// redirect's `Location` still reaches the sink's failure reason.
  func exchange(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> LogTransportAnswer {
    let refuse = lock.withLock { () -> Bool in
      if down { refusedPosts += 1 }
      return down
    }
    if refuse { throw URLError(.cannotConnectToHost) }
    return try await base.exchange(body, to: url, headers: headers, timeout: timeout)
  }
}
