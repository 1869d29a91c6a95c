import ErrorFlow
import Foundation

/// A view of a bus for the settle tests: records what it received, and the receipts, under a
/// lock, since the bus calls it on whatever thread delivers. `onNotice` runs after recording,
/// outside the lock.
final class SettleView: @unchecked Sendable {
  // `lock` guards `summaries` and `receipts`.
  private let lock = NSLock()
  private var summaries: [String] = []
  private var receipts: [NoticeReceipt] = []
  private var subscription: Disposable?

  init(
    _ bus: ErrorBus, on scheduler: (any ImmediateSchedulerType)? = nil,
    onNotice: @escaping @Sendable (ErrorNotice, NoticeReceipt) -> Void = { _, _ in }
  ) {
    let subscription = bus.subscribe(on: scheduler) { [lock] notice, receipt in
      lock.withLock {
        self.summaries.append(notice.summary)
        self.receipts.append(receipt)
      }
      onNotice(notice, receipt)
    }
    lock.withLock { self.subscription = subscription }
  }

  /// What the view received so far, as ``ErrorNotice/summary`` texts.
  var received: [String] { lock.withLock { summaries } }

  /// Acknowledges the last notice received.
  func acknowledgeLast() {
    lock.withLock { receipts.last }?.acknowledge()
  }

  func dispose() {
    lock.withLock { subscription }?.dispose()
  }
}
