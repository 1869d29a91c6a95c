import ReactiveCore

/// The bus's side of a `for await` loop over ``ErrorBus/noticeValues``: each wait of the loop
/// is a binding of its own, and the loop's ``NoticeLease`` keeps the alert one of them
/// received shown by the loop after that binding ended, until the loop acknowledges it or
/// ends (issue 29, item 3).
extension ErrorBus {
  /// Binds one wait of the loop holding `lease`: `receive` is offered notices where they are
  /// sent and returns whether it took one (`false` once the wait got its notice or was
  /// cancelled; a declined notice goes back first in line and the binding ends).
  func waitForNotice(
    lease: NoticeLease, receive: @escaping @Sendable (ErrorNotice) -> Bool
  ) -> Disposable {
    let binding = NoticeBinding(
      bus: self, scheduler: nil, decliningHandler: { notice, _ in receive(notice) },
      lease: lease)
    Diagnostics.subscriptionCreated()
    bind(binding)
    return binding
  }

  /// The loop holding `lease` is over: the alert it shows, unless acknowledged, goes back
  /// first in line for the next view. Idempotent.
  func endLease(_ lease: NoticeLease) {
    var actions = Actions()
    lock.withLock {
      guard !lease.isEnded else { return }
      lease.isEnded = true
      var back: [NoticeEntry] = []
      if let alert = lease.shownAlert {
        lease.shownAlert = nil
        release(alert, &back)
      }
      sendFirst(back, &actions)
    }
    perform(actions)
  }

  /// A wait of the loop holding `lease` ended with `alert` shown (lock held): the loop keeps
  /// showing it in place of the one it showed before, and takes over the wait's count of it
  /// among the alert's viewers. A loop already over shows nothing: the alert goes in `back`.
  func keepShowing(_ alert: NoticeEntry, in lease: NoticeLease, _ back: inout [NoticeEntry]) {
    guard !lease.isEnded else { return release(alert, &back) }
    if let previous = lease.shownAlert { release(previous, &back) }
    lease.shownAlert = alert
  }

  /// One viewer of `alert` stops showing it: unless acknowledged or shown by another view,
  /// it goes in `back`, to be sent first in line.
  private func release(_ alert: NoticeEntry, _ back: inout [NoticeEntry]) {
    alert.viewers -= 1
    if let alert = takeBack(alert) { back.append(alert) }
  }
}
