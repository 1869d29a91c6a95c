/// One piece of work queued on a ``VirtualTimeScheduler``: due at `time`, ordered by `id`
/// among work due at the same time (first in, first out, as in RxSwift).
///
/// Disposing it before it runs cancels it; disposing it afterwards disposes what the work
/// returned, as RxSwift's `VirtualSchedulerItem` does. The action is released once it ran or
/// was skipped, so a kept disposable does not keep what the work captured alive.
// unchecked Sendable: `action` is read and cleared only by `invoke()` or `discard()`, called once
// by the one running scheduler after it took the item out of its queue under its `lock`
final class VirtualSchedulerItem<Time>: Disposable, @unchecked Sendable {
  let time: Time
  let id: Int
  // Read and cleared only by `invoke()` or `discard()`, which the one running scheduler calls
  // once, after removing the item from its queue.
  private var action: (@Sendable () -> Disposable)?
  private let result = SingleAssignmentDisposable()
  /// Counted in `Diagnostics.liveScheduledItems` until it runs, is skipped or is disposed.
  private let counted = LiveResource(.scheduledItem)

  init(time: Time, id: Int, action: @escaping @Sendable () -> Disposable) {
    self.time = time
    self.id = id
    self.action = action
  }

  /// Whether the work was cancelled (or already ran and was disposed).
  var isDisposed: Bool { result.isDisposed }

  /// Runs the work and keeps what it returned for ``dispose()``.
  func invoke() {
    counted.end()
    guard let action else { return }
    self.action = nil
    result.setDisposable(action())
  }

  /// Releases the work without running it: the scheduler skipped it, as it was cancelled.
  func discard() {
    counted.end()
    action = nil
  }

  func dispose() {
    counted.end()
    result.dispose()
  }
}
