import ReactiveCore

/// The bus's views: binding and unbinding them, and what a view taking a notice (or leaving
/// without it) changes. The functions marked "lock held" run under the bus's lock and record
/// in `Actions` what must happen outside it; the delivery itself is ErrorBus+Delivery.swift's.
extension ErrorBus {
  // MARK: - Views (lock held)

  /// The one view, when a notice can go straight to it without a queue or an entry: bound
  /// with no scheduler, nothing waiting for it, no delivery under way. (One whose operator
  /// chain stopped does not take it, and the notice goes back: see ``deliverDirectly(_:to:)``.)
  func readyBinding() -> NoticeBinding? {
    guard bindings.count == 1, buffer.isEmpty else { return nil }
    let binding = bindings[0]
    guard binding.isImmediate, binding.queue.isEmpty, !binding.isDraining else { return nil }
    return binding
  }

  /// `binding` is handed `entry`: the notice counts as delivered if no view had it; the
  /// current alert is remembered as shown by this view. For an observer this is undone if the
  /// call tells it did not take the notice (``abandon(_:by:_:)``).
  func markReceived(_ entry: NoticeEntry, by binding: NoticeBinding) {
    if entry.stage == .waiting {
      entry.stage = .received
      outstanding -= 1
      counts.delivered += 1
    }
    guard entry === currentAlert, !entry.isAcknowledged, binding.shownAlert !== entry else {
      return
    }
    binding.shownAlert?.viewers -= 1
    binding.shownAlert = entry
    entry.viewers += 1
  }

  /// An observer (or a declining handler) did not take `entry` after all: it is no longer shown
  /// by it, and no longer delivered unless another view took it or is being handed it. Then it
  /// goes back.
  func abandon(_ entry: NoticeEntry, by binding: NoticeBinding, _ actions: inout Actions) {
    if binding.shownAlert === entry {
      binding.shownAlert = nil
      entry.viewers -= 1
    }
    if entry.stage == .received, !entry.isTaken, entry.inFlight == 0 {
      entry.stage = .waiting
      outstanding += 1
      counts.delivered -= 1
    }
    returnUntaken(entry, by: binding, &actions)
  }

  /// The current alert, if no view shows it, holds it or is being handed it, and none
  /// acknowledged it: it is pending again, to be shown to the next view.
  func takeBack(_ alert: NoticeEntry) -> NoticeEntry? {
    guard alert === currentAlert, !alert.isAcknowledged, alert.viewers == 0, alert.holders == 0,
      alert.inFlight == 0, alert.stage == .received
    else { return nil }
    alert.stage = .waiting
    alert.isTaken = false
    outstanding += 1
    counts.delivered -= 1
    return alert
  }

  /// `binding` did not take `entry` (an operator behind it stopped, its view is gone, or it was
  /// disposed while the entry was on its way): a view still bound is unbound, as it takes
  /// nothing more, and
  /// the entry goes back with the rest of its queue; for a view already unbound, the entry goes
  /// back on its own, unless another view holds it or is taking it.
  func returnUntaken(
    _ entry: NoticeEntry, by binding: NoticeBinding, _ actions: inout Actions
  ) {
    if binding.isBound {
      binding.queue.prepend([entry])
      entry.holders += 1
      unbindLocked(binding, &actions)
    } else if entry.isUnclaimed {
      sendFirst([entry], &actions)
    }
  }

  /// Removes a view: the notices waiting for it that no other view holds or is taking go back
  /// first in line, and so does the current alert if it was shown to this view only and not
  /// acknowledged — unless the view is one wait of a `for await` loop, whose alert stays shown
  /// by the loop.
  func unbindLocked(_ binding: NoticeBinding, _ actions: inout Actions) {
    guard binding.isBound else { return }
    binding.isBound = false
    bindings.removeAll { $0 === binding }
    if binding.registration == nil { Diagnostics.subscriptionReleased() }
    var back: [NoticeEntry] = []
    if let alert = binding.shownAlert {
      binding.shownAlert = nil
      if let lease = binding.lease {
        // One wait of a loop ended: the loop still shows the alert (ErrorBus+Loops.swift).
        keepShowing(alert, in: lease, &back)
      } else {
        alert.viewers -= 1
        if let alert = takeBack(alert) { back.append(alert) }
      }
    }
    for entry in binding.queue.removeAll() {
      entry.holders -= 1
      if entry.isUnclaimed { back.append(entry) }
    }
    sendFirst(back, &actions)
  }

  // MARK: - Binding and unbinding

  /// Adds a view; the notices waiting in the buffer are its first.
  func bind(_ binding: NoticeBinding) {
    lock.lock()
    bindings.append(binding)
    guard !buffer.isEmpty else {
      lock.unlock()
      return
    }
    let entries = buffer.removeAll()
    for entry in entries { entry.holders += 1 }
    binding.queue.prepend(entries)
    binding.isDraining = true
    lock.unlock()
    start(binding)
  }

  /// Adds a subscriber of ``notices`` as a view.
  func bind(_ registration: RelayRegistrationBase<ErrorNotice>) {
    bind(NoticeBinding(bus: self, registration: registration))
  }

  func unbind(_ binding: NoticeBinding) {
    var actions = Actions()
    lock.withLock { unbindLocked(binding, &actions) }
    perform(actions)
  }

  /// A subscriber of ``notices`` was disposed.
  func unbind(_ registration: RegistrationBase) {
    var actions = Actions()
    lock.withLock {
      let binding = bindings.first { $0.registration === registration }
      if let binding { unbindLocked(binding, &actions) }
    }
    perform(actions)
  }
}
