import ErrorFlow
import Foundation

/// The collector `--fail report-down` reports to when no `--report-url` is given: it stands
/// in for a collector on this machine, inside the demo, and accepts every post (HTTP 200),
/// so the fault shows the queue filling and draining with no server to start.
final class StandInCollector: LogTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The endpoint named in the sink; `.invalid` never resolves, and the posts stay in the
  /// process anyway.
  static let endpoint = URL(string: "http://stand-in.invalid/v1/logs") ?? URL(fileURLWithPath: "/")

  /// How many posts it accepted.
  var posts: Int { lock.withLock { count } }

  func post(
    _ body: Data, to url: URL, headers: [String: String], timeout: Duration
  ) async throws -> Int {
    lock.withLock { count += 1 }
    return 200
  }
}
