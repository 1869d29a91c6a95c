import ReactiveCore

/// The bus's delivery: notices go to every bound view's queue (or to the buffer while none is
/// bound) and count as delivered when a view takes one. The functions marked "lock held" run
/// under the bus's lock and record in `Actions` what must happen outside it.
extension ErrorBus {
  // MARK: - Sending (lock held)

  /// Sends a new notice on: to every bound view, or to the buffer.
  func send(_ entry: NoticeEntry, _ actions: inout Actions) {
    entry.stage = .waiting
    outstanding += 1
    guard !bindings.isEmpty else {
      buffer.append(entry)
      trimBuffer(&actions)
      return
    }
    // Into every queue first, then trimmed: a notice one full queue gives up is dropped only
    // if no other view holds it.
    for binding in bindings {
      binding.queue.append(entry)
      entry.holders += 1
    }
    trimAndKick(&actions)
  }

  /// Puts notices no view received back first in line: before everything waiting for every
  /// bound view, or in the buffer.
  func sendFirst(_ entries: [NoticeEntry], _ actions: inout Actions) {
    guard !entries.isEmpty else { return }
    guard !bindings.isEmpty else {
      buffer.prepend(entries)
      trimBuffer(&actions)
      return
    }
    for binding in bindings {
      binding.queue.prepend(entries)
      for entry in entries { entry.holders += 1 }
    }
    trimAndKick(&actions)
  }

  private func trimAndKick(_ actions: inout Actions) {
    for binding in bindings {
      trim(binding, &actions)
      kick(binding, &actions)
    }
  }

  /// Starts `binding`'s delivery run unless one is under way.
  func kick(_ binding: NoticeBinding, _ actions: inout Actions) {
    guard !binding.isDraining else { return }
    binding.isDraining = true
    actions.kicks.append(binding)
  }

  /// Gives up the least important, oldest notices beyond `capacity` in `binding`'s queue. A
  /// notice other views still hold, or one a view received, is not lost: only this view misses
  /// it.
  private func trim(_ binding: NoticeBinding, _ actions: inout Actions) {
    guard binding.queue.count > capacity else { return }
    var victims: [NoticeEntry] = []
    while binding.queue.count > capacity, let victim = binding.queue.removeLeastImportant() {
      victims.append(victim)
    }
    for victim in victims {
      victim.holders -= 1
      if victim.isUnclaimed { drop(victim, &actions) }
    }
  }

  private func trimBuffer(_ actions: inout Actions) {
    var victims: [NoticeEntry] = []
    while buffer.count > capacity, let victim = buffer.removeLeastImportant() {
      victims.append(victim)
    }
    for victim in victims { drop(victim, &actions) }
  }

  /// A notice no view received is gone: counted, logged, and if it was the current alert,
  /// the next one takes its place.
  private func drop(_ entry: NoticeEntry, _ actions: inout Actions) {
    entry.stage = .dropped
    outstanding -= 1
    counts.dropped += 1
    actions.dropped.append((entry.notice, counts.dropped))
    if entry === currentAlert { advanceAlertQueue(&actions) }
  }

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
  private func markReceived(_ entry: NoticeEntry, by binding: NoticeBinding) {
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

  /// An observer did not take `entry` after all: it is no longer shown by it, and no longer
  /// delivered unless another view took it or is being handed it. Then it goes back.
  private func abandon(_ entry: NoticeEntry, by binding: NoticeBinding, _ actions: inout Actions) {
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
  private func takeBack(_ alert: NoticeEntry) -> NoticeEntry? {
    guard alert === currentAlert, !alert.isAcknowledged, alert.viewers == 0, alert.holders == 0,
      alert.inFlight == 0, alert.stage == .received
    else { return nil }
    alert.stage = .waiting
    alert.isTaken = false
    outstanding += 1
    counts.delivered -= 1
    return alert
  }

  /// `binding` did not take `entry` (an operator behind it stopped, or it was disposed while
  /// the entry was on its way): a view still bound is unbound, as it takes nothing more, and
  /// the entry goes back with the rest of its queue; for a view already unbound, the entry goes
  /// back on its own, unless another view holds it or is taking it.
  private func returnUntaken(
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
  /// acknowledged.
  func unbindLocked(_ binding: NoticeBinding, _ actions: inout Actions) {
    guard binding.isBound else { return }
    binding.isBound = false
    bindings.removeAll { $0 === binding }
    if binding.registration == nil { Diagnostics.subscriptionReleased() }
    var back: [NoticeEntry] = []
    if let alert = binding.shownAlert {
      binding.shownAlert = nil
      alert.viewers -= 1
      if let alert = takeBack(alert) { back.append(alert) }
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

  // MARK: - Delivering (outside the lock)

  /// Runs `binding`'s delivery: at once on this thread, or on the view's scheduler.
  func start(_ binding: NoticeBinding) {
    guard !binding.isImmediate, let scheduler = binding.scheduler else { return drain(binding) }
    _ = scheduler.schedule(binding) { [weak self] binding in
      self?.drain(binding)
      return Disposables.create()
    }
  }

  /// Hands `binding` its waiting notices, one at a time, until none is left; the notices
  /// published meanwhile are handed over too, in order. `binding.isDraining` is set.
  func drain(_ binding: NoticeBinding) {
    lock.lock()
    drainLocked(binding)
  }

  /// ``drain(_:)`` with the lock held; returns with it released.
  private func drainLocked(_ binding: NoticeBinding) {
    while true {
      guard binding.isBound, let entry = binding.queue.popFirst() else {
        binding.isDraining = false
        lock.unlock()
        return
      }
      entry.holders -= 1
      markReceived(entry, by: binding)
      let notice = entry.notice
      guard let registration = binding.registration else {
        // A handler is always called: the notice is taken as it is handed over.
        entry.isTaken = true
        lock.unlock()
        binding.handOver(notice)
        lock.lock()
        continue
      }
      // An observer takes it only if no operator behind it stopped (`take(1)` got its value),
      // which the call tells.
      entry.inFlight += 1
      lock.unlock()
      let took = registration.deliverIfLive(notice)
      lock.lock()
      entry.inFlight -= 1
      var actions = Actions()
      guard took else {
        abandon(entry, by: binding, &actions)
        binding.isDraining = false
        lock.unlock()
        return perform(actions)
      }
      entry.isTaken = true
      // Disposed while it was being handed the alert: the alert goes on, unacknowledged.
      if !binding.isBound, let alert = takeBack(entry) {
        sendFirst([alert], &actions)
        lock.unlock()
        perform(actions)
        lock.lock()
      }
    }
  }

  /// The direct path of ``publish(_:)``: `notice`, already counted, goes to the one ready view
  /// with no entry; if an observer did not take it, it gets an entry and goes back in line.
  func deliverDirectly(_ notice: ErrorNotice, to binding: NoticeBinding) {
    guard let registration = binding.registration else {
      binding.handOver(notice)
      lock.lock()
      return drainLocked(binding)
    }
    let took = registration.deliverIfLive(notice)
    lock.lock()
    if took { return drainLocked(binding) }
    var actions = Actions()
    counts.delivered -= 1
    let entry = NoticeEntry(notice, foldKey: nil, stage: .waiting)
    outstanding += 1
    returnUntaken(entry, by: binding, &actions)
    binding.isDraining = false
    lock.unlock()
    perform(actions)
  }

  // MARK: - Acknowledging

  /// Acknowledges the current alert if its id is `id`; from a receipt, only while the view
  /// that received it is still bound. Its window closes (the follow-up queues behind it),
  /// then the next alert goes out.
  func acknowledge(id: UInt64, from binding: NoticeBinding?) {
    var actions = Actions()
    lock.withLock {
      guard let current = currentAlert, current.notice.id == id, binding?.isBound ?? true else {
        return
      }
      current.isAcknowledged = true
      if let key = current.foldKey, windows[key]?.first === current { closeWindow(key, &actions) }
      advanceAlertQueue(&actions)
    }
    perform(actions)
  }
}
