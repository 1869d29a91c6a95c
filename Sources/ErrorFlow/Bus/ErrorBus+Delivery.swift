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
      if victim.stage == .waiting, victim.holders == 0 { drop(victim, &actions) }
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
  /// with no scheduler, nothing waiting for it, no delivery under way, not stopped.
  func readyBinding() -> NoticeBinding? {
    guard bindings.count == 1, buffer.isEmpty else { return nil }
    let binding = bindings[0]
    guard binding.scheduler == nil, binding.queue.isEmpty, !binding.isDraining,
      !binding.hasStopped
    else { return nil }
    return binding
  }

  /// `binding` takes `entry`: the notice counts as delivered if no view had received it; an
  /// alert still to be acknowledged is remembered as shown by this view.
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

  /// Undoes ``markReceived(_:by:)`` for a view that turned out to have stopped, and puts the
  /// entry back in its queue (to go back with the rest when the view is unbound).
  private func unmarkReceived(_ entry: NoticeEntry, by binding: NoticeBinding, first: Bool) {
    if first {
      entry.stage = .waiting
      outstanding += 1
      counts.delivered -= 1
    }
    if binding.shownAlert === entry {
      binding.shownAlert = nil
      entry.viewers -= 1
    }
    binding.queue.prepend([entry])
    entry.holders += 1
  }

  /// Removes a view: the notices waiting for it that no other view holds go back first in
  /// line, and so does the current alert if it was shown to this view only and not
  /// acknowledged.
  func unbindLocked(_ binding: NoticeBinding, _ actions: inout Actions) {
    guard binding.isBound else { return }
    binding.isBound = false
    bindings.removeAll { $0 === binding }
    if case .handler = binding.receiver { Diagnostics.subscriptionReleased() }
    var back: [NoticeEntry] = []
    if let alert = binding.shownAlert {
      binding.shownAlert = nil
      alert.viewers -= 1
      if alert === currentAlert, !alert.isAcknowledged, alert.viewers == 0, alert.holders == 0,
        alert.stage == .received
      {
        alert.stage = .waiting
        outstanding += 1
        counts.delivered -= 1
        back.append(alert)
      }
    }
    for entry in binding.queue.removeAll() {
      entry.holders -= 1
      if entry.stage == .waiting, entry.holders == 0 { back.append(entry) }
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
    bind(NoticeBinding(bus: self, scheduler: nil, receiver: .observer(registration)))
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
      let binding = bindings.first { binding in
        if case .observer(let bound) = binding.receiver { return bound === registration }
        return false
      }
      if let binding { unbindLocked(binding, &actions) }
    }
    perform(actions)
  }

  // MARK: - Delivering (outside the lock)

  /// Runs `binding`'s delivery: at once on this thread, or on the view's scheduler.
  func start(_ binding: NoticeBinding) {
    guard let scheduler = binding.scheduler else { return drain(binding) }
    _ = scheduler.schedule(binding) { [weak self] binding in
      self?.drain(binding)
      return Disposables.create()
    }
  }

  /// Hands `binding` its waiting notices, one at a time, until none is left; the notices
  /// published meanwhile are handed over too, in order. `binding.isDraining` is set.
  func drain(_ binding: NoticeBinding) {
    lock.lock()
    while true {
      guard binding.isBound, let entry = binding.queue.popFirst() else {
        binding.isDraining = false
        lock.unlock()
        return
      }
      entry.holders -= 1
      let first = entry.stage == .waiting
      markReceived(entry, by: binding)
      // An observer whose operator chain stopped (`take(1)` got its value) takes nothing
      // more: the notice goes back with the rest of its queue.
      if binding.hasStopped { return stopped(binding, unreceived: entry, first: first) }
      let notice = entry.notice
      lock.unlock()
      let took = binding.receive(notice)
      lock.lock()
      if !took { return stopped(binding, unreceived: entry, first: first) }
    }
  }

  /// `binding` turned out to have stopped before it took `entry`: it is unbound, and the
  /// entry goes back with the rest of its queue. Lock held; returns with it released.
  private func stopped(_ binding: NoticeBinding, unreceived entry: NoticeEntry, first: Bool) {
    var actions = Actions()
    unmarkReceived(entry, by: binding, first: first)
    unbindLocked(binding, &actions)
    binding.isDraining = false
    lock.unlock()
    perform(actions)
  }

  /// The direct path of ``publish(_:)``: `notice`, already counted, goes to the one ready
  /// view with no entry; if it was not taken, it gets an entry and goes back in line.
  func deliverDirectly(_ notice: ErrorNotice, to binding: NoticeBinding) {
    if binding.receive(notice) {
      lock.lock()
      if binding.isBound, !binding.queue.isEmpty {
        lock.unlock()
        return drain(binding)
      }
      binding.isDraining = false
      lock.unlock()
      return
    }
    lock.lock()
    let entry = NoticeEntry(notice, foldKey: nil, stage: .received)
    stopped(binding, unreceived: entry, first: true)
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
