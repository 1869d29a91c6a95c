import ReactiveCore

/// The bus's delivery: notices go to every bound view's queue (or to the buffer while none is
/// bound) and count as delivered when a view takes one. The functions marked "lock held" run
/// under the bus's lock and record in `Actions` what must happen outside it.
extension ErrorBus {
  // MARK: - Sending (lock held)

  /// Sends a new notice on: to every bound view, or to the buffer.
  func send(_ entry: NoticeEntry, _ actions: inout Actions) {
    entry.stage = .waiting
    if observer != nil {
      actions.sent.append(SentNotice(notice: entry.notice, entry: entry, bus: self))
    }
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
    for victim in victims where victim.stage == .waiting { drop(victim, &actions) }
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
      if entry.isRetired { continue }  // seen already (see `acknowledge(id:from:)`)
      markReceived(entry, by: binding)
      let notice = entry.notice
      let took: Bool
      if let registration = binding.registration {
        // An observer takes it only if no operator behind it stopped (`take(1)` got its
        // value), which the call tells.
        entry.inFlight += 1
        lock.unlock()
        observer?.noticeHandedOver(notice)  // with the count the view shows
        took = registration.deliverIfLive(notice)
      } else if binding.takesEveryNotice {
        // A handler is always called: the notice is taken as it is handed over.
        entry.isTaken = true
        lock.unlock()
        observer?.noticeHandedOver(notice)
        binding.handOver(notice)
        lock.lock()
        continue
      } else {
        // A declining handler takes it only if its view is still there, which the call tells.
        entry.inFlight += 1
        lock.unlock()
        observer?.noticeHandedOver(notice)
        took = binding.offer(notice)
      }
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
  /// with no entry; if an observer (or a declining handler) did not take it, it gets an entry
  /// and goes back in line.
  func deliverDirectly(_ notice: ErrorNotice, to binding: NoticeBinding) {
    let took: Bool
    if let registration = binding.registration {
      took = registration.deliverIfLive(notice)
    } else if binding.takesEveryNotice {
      binding.handOver(notice)
      lock.lock()
      return drainLocked(binding)
    } else {
      took = binding.offer(notice)
    }
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
      // Answered: a view whose queue still holds it skips it, and every other view that shows
      // it and asked to be told (a presenter) stops showing it (issue 29, item 6).
      current.isRetired = true
      for view in bindings where view !== binding && view.shownAlert === current {
        view.shownAlert = nil
        current.viewers -= 1
        if view.retracts { actions.retracted.append((view, id)) }
      }
      if current.stage == .waiting {
        // Taken back from a view that left (a loop's one-shot subscription, say) and then
        // acknowledged by whoever showed it: it has been seen, so it is not sent again. Copies
        // still in the buffer or a queue are skipped when they come up.
        current.stage = .received
        current.isRetired = true
        outstanding -= 1
        counts.delivered += 1
      }
      if let key = current.foldKey, windows[key]?.first === current { closeWindow(key, &actions) }
      advanceAlertQueue(&actions)
    }
    perform(actions)
  }
}
