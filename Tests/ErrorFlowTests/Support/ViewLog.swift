import ErrorFlow
import Foundation

/// What a view of an ``ErrorBus`` was handed, recorded under a lock, so that a handler the bus
/// calls on any thread records without mutating captured state.
///
/// ```swift
/// let log = ViewLog()
/// let view = bus.subscribe(on: nil, onNotice: log.record)
/// XCTAssertEqual(log.summaries, ["toast:offline"])
/// ```
final class ViewLog: @unchecked Sendable {  // every field is guarded by `lock`
  private let lock = NSLock()
  private var entries: [(notice: ErrorNotice, receipt: NoticeReceipt?)] = []

  /// Records one notice and its receipt: the handler to pass to `subscribe(on:onNotice:)`.
  @Sendable func record(_ notice: ErrorNotice, _ receipt: NoticeReceipt) {
    lock.withLock { entries.append((notice, receipt)) }
  }

  /// Records one notice with no receipt (a subscriber of `notices`).
  @Sendable func record(_ notice: ErrorNotice) {
    lock.withLock { entries.append((notice, nil)) }
  }

  /// The notices so far, in the order they were handed over.
  var notices: [ErrorNotice] { lock.withLock { entries.map(\.notice) } }

  /// The notices' summaries (`toast:offline`, `toast:offline+3`, …).
  var summaries: [String] { notices.map(\.summary) }

  /// The receipts, in the same order.
  var receipts: [NoticeReceipt] { lock.withLock { entries.compactMap(\.receipt) } }
}
