import ReactiveCore

/// One piece of work queued on a ``TestScheduler``: due at `time`, ordered by `id` among work
/// due at the same time (first in, first out).
///
/// Disposing it before it runs cancels it; disposing it afterwards disposes what the work
/// returned, as RxSwift's virtual-time scheduler does.
final class ScheduledItem: Disposable, @unchecked Sendable {
  let time: TestTime
  let id: Int
  private let action: () -> Disposable
  private let result = SingleAssignmentDisposable()
  /// Counted in `Diagnostics.liveScheduledItems` until it runs or is disposed.
  private let counted = LiveResource(.scheduledItem)

  init(time: TestTime, id: Int, action: @escaping () -> Disposable) {
    self.time = time
    self.id = id
    self.action = action
  }

  /// Whether the work was cancelled (or already ran and was disposed).
  var isDisposed: Bool { result.isDisposed }

  /// Runs the work and keeps what it returned for ``dispose()``.
  func invoke() {
    counted.end()
    result.setDisposable(action())
  }

  func dispose() {
    counted.end()
    result.dispose()
  }

  /// Whether this item runs before `other`: earlier time first, then the order of scheduling.
  func runsBefore(_ other: ScheduledItem) -> Bool {
    time != other.time ? time < other.time : id < other.id
  }
}
