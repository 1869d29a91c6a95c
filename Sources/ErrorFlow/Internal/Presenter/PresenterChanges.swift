/// Orders the changes of an ``ErrorPresenter``'s state after one another, and the calls its
/// observers make meanwhile after the change they are told of.
///
/// Observation calls an observer as a change begins, before the property holds its new
/// value. An observer that answered there (`dismiss()`, `retryErrorPage()`, …) acted on a
/// state half made: its dismiss answered the alert being shown, which then showed anyway with
/// nothing left to dismiss it; an answer that writes the property being changed (an observer
/// of `errorPage` that retries the page) found the old value still there, wrote it again and
/// was called again, until the stack overflowed (`ErrorPresenterReentrancyTests`). So a call
/// that arrives while a change is being made is queued and runs once that change is complete,
/// in the order the calls came: contract 3's rule for a send from a handler, applied to the
/// presenter.
///
/// Main-actor state, like the presenter's. A change allocates nothing; a queued call does.
@MainActor
final class PresenterChanges {
  private var changing = false
  private var queued: [@MainActor () -> Void] = []

  /// Whether a change is being made: a call that arrives now (from an observer) must be
  /// queued with ``queue(_:)``. Checked before a closure is made, so the usual path
  /// allocates nothing.
  var isChanging: Bool { changing }

  /// Queues `call` until the change being made is complete.
  func queue(_ call: @escaping @MainActor () -> Void) {
    queued.append(call)
  }

  /// Makes `change`, then runs the calls queued meanwhile, in order. `change` only writes
  /// the presenter's state: no app code but its observers runs inside it.
  func make(_ change: () -> Void) {
    changing = true
    change()
    changing = false
    while !queued.isEmpty {
      let call = queued.removeFirst()
      call()
    }
  }
}
