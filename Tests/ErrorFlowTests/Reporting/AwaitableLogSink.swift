import ErrorFlow
import Foundation

/// A sink that keeps its records and lets a test await the records it expects.
final class AwaitableLogSink: ErrorLogSink, @unchecked Sendable {
  private typealias Condition = @Sendable ([ErrorLogRecord]) -> Bool
  private let lock = NSLock()
  private var stored: [ErrorLogRecord] = []
  private var waiters: [(condition: Condition, continuation: CheckedContinuation<Void, Never>)] =
    []

  var records: [ErrorLogRecord] { lock.withLock { stored } }

  /// The notices of a failing sink (its own records, in the `errorReporting` context).
  var notices: [String] {
    records.filter { $0.context.rawValue == "errorReporting" }.map(\.debugMessage)
  }

  /// The records other than notices: those a sink could not deliver.
  var forwarded: [ErrorLogRecord] {
    records.filter { $0.context.rawValue != "errorReporting" }
  }

  func write(_ record: ErrorLogRecord) {
    let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      stored.append(record)
      let ready = waiters.filter { $0.condition(stored) }.map(\.continuation)
      waiters.removeAll { $0.condition(stored) }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// Returns once the records satisfy `condition`.
  func waitUntil(_ condition: @escaping @Sendable ([ErrorLogRecord]) -> Bool) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if condition(stored) { return true }
        waiters.append((condition, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Returns once records with every id of `ids` arrived.
  func waitForIDs(_ ids: Set<String>) async {
    await waitUntil { records in ids.isSubset(of: Set(records.map(\.id))) }
  }

  /// Returns once `count` notices arrived.
  func waitForNotices(_ count: Int) async {
    await waitUntil { records in
      records.filter { $0.context.rawValue == "errorReporting" }.count >= count
    }
  }
}
