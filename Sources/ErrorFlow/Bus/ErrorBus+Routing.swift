import Dispatch
import ReactiveCore

/// The bus's routing: what each published error becomes. Routing runs with the bus's lock
/// held and only records in `Actions` what is to be done outside it; `perform(_:)` does that
/// once the lock is released (no handler or logger runs under the lock: contract 3).
extension ErrorBus {
  struct Actions {
    var signOut: (handler: @Sendable (AppError) -> Void, error: AppError)?
    /// Coalescing windows to time: their keys and generations.
    var timers: [(FoldKey, UInt64)] = []
    var dropped: [(ErrorNotice, Int)] = []
    /// Views whose delivery run is to start.
    var kicks: [NoticeBinding] = []
    /// Timers of windows that closed early.
    var cancelled: [Disposable] = []
    /// Notices sent on, for the test scope the bus was made in (ErrorObservation.swift).
    var sent: [SentNotice] = []
    /// Views to tell that the alert they show was acknowledged by another view, and its id.
    var retracted: [(NoticeBinding, UInt64)] = []

    /// Whether there is nothing to do.
    var isEmpty: Bool {
      signOut == nil && timers.isEmpty && dropped.isEmpty && kicks.isEmpty && cancelled.isEmpty
        && sent.isEmpty && retracted.isEmpty
    }
  }

  // MARK: - Routing (lock held)

  /// Whether `error` is the usual case, decided without building `Actions`: a toast or an
  /// error page that neither ends the session nor opens a coalescing window (a critical
  /// error, or folding is off). Its notice goes straight to a view that is ready for it.
  func sendsAtOnce(_ error: AppError, _ presentation: Presentation) -> Bool {
    switch presentation {
    case .toast, .errorPage: break
    case .alert, .signOut, .silent: return false
    }
    return error.level != .sessionExpired && (error.level == .critical || !coalesces)
  }

  /// The key `error` folds and merges by, computed outside the lock because
  /// ``AppError/identityKey`` is the app's code: `nil` for an error that never folds or merges
  /// (critical, silent, or one that ends the session), and for a toast or an error page when
  /// folding is off.
  func foldKey(_ error: AppError, _ presentation: Presentation) -> FoldKey? {
    guard error.level != .critical, error.level != .sessionExpired else { return nil }
    switch presentation {
    case .alert: break
    case .toast, .errorPage: guard coalesces else { return nil }
    case .signOut, .silent: return nil
    }
    return FoldKey(error.identityKey, presentation)
  }

  /// Routes `error`; `key` is ``foldKey(_:_:)``'s, computed before the lock was taken.
  func route(
    _ error: AppError, _ presentation: Presentation, key: FoldKey?,
    into actions: inout Actions
  ) {
    // A session ends by level (sessionExpired) or by the policy's word (a sign-out
    // presentation, e.g. an app context such as post 003's tokenUnavailable).
    let endsSession = error.level == .sessionExpired || presentation.isSignOut
    if endsSession, !error.isCancelled {
      if signedOut {
        counts.coalesced += 1
        return
      }
      signedOut = true
      actions.signOut = (signOutHandler, error)
    }
    if case .silent = presentation {
      counts.silenced += 1
      return
    }
    if endsSession {
      send(NoticeEntry(makeNotice(error, presentation), foldKey: nil, stage: .waiting), &actions)
      return
    }
    // An alert has a key for merging in the alert queue even when folding is off.
    let windowKey = coalesces ? key : nil
    if let key = windowKey {
      if windows[key] != nil {
        fold(error, presentation, key: key)
        return
      }
      // A repeat of the alert that is out, after its window closed: it still waits for the
      // user, so its repeats keep gathering behind it.
      if let current = currentAlert, current.foldKey == key, !current.isAcknowledged,
        windows.count < capacity
      {
        openWindow(key, first: current, &actions)
        fold(error, presentation, key: key)
        return
      }
    }
    let carrier = enqueue(makeNotice(error, presentation), foldKey: key, into: &actions)
    if let key = windowKey, windows.count < capacity { openWindow(key, first: carrier, &actions) }
  }

  /// Folds a repeat of an error whose window is open: into the first notice while no view
  /// has it (none received it, none holds it in its queue), else into an identical alert
  /// still waiting in the queue, else into the window's follow-up (which refers to the first
  /// notice). A notice already in a view's queue keeps the count it had when handed over, so
  /// what the view shows depends on the order of publishing, not on how soon the view's
  /// queue runs; should the view leave before receiving it, the follow-up joins it again
  /// when the window closes.
  private func fold(_ error: AppError, _ presentation: Presentation, key: FoldKey) {
    guard let window = windows[key] else { return }
    if window.first.isInTheBusOnly {
      window.first.notice.count += 1
      counts.coalesced += 1
    } else if presentation.isAlert, let queued = queuedAlert(key) {
      queued.notice.count += 1
      counts.coalesced += 1
    } else if window.followUp != nil {
      windows[key]?.followUp?.count += 1
      counts.coalesced += 1
    } else {
      nextID += 1
      windows[key]?.followUp = ErrorNotice(
        id: nextID, error: error, presentation: presentation, repeatOf: window.first.notice.id)
    }
  }

  func makeNotice(_ error: consuming AppError, _ presentation: consuming Presentation)
    -> ErrorNotice
  {
    nextID += 1
    return ErrorNotice(id: nextID, error: error, presentation: presentation)
  }

  private func openWindow(_ key: FoldKey, first: NoticeEntry, _ actions: inout Actions) {
    nextGeneration += 1
    windows[key] = CoalescingWindow(first: first, generation: nextGeneration)
    actions.timers.append((key, nextGeneration))
  }

  /// Ends `key`'s window: its follow-up, if any, is sent on — added to the first notice
  /// instead if no view has that one (it went back to the buffer: its view left before
  /// receiving it, or an alert's view left unacknowledged), and as a notice of its own if the
  /// first was dropped (there is nothing it could follow). A first notice waiting in a view's
  /// queue keeps its count: the view is shown the first and then this follow-up, whether its
  /// queue runs before the window ends or after (issue 29, item 2).
  func closeWindow(_ key: FoldKey, _ actions: inout Actions) {
    guard let window = windows.removeValue(forKey: key) else { return }
    if let timer = window.timer { actions.cancelled.append(timer) }
    guard var followUp = window.followUp else { return }
    if window.first.isInTheBusOnly {
      window.first.notice.count += followUp.count
      counts.coalesced += 1
      return
    }
    if window.first.stage == .dropped {
      followUp = ErrorNotice(
        id: followUp.id, error: followUp.error, presentation: followUp.presentation,
        count: followUp.count)
    }
    _ = enqueue(followUp, foldKey: key, into: &actions)
  }

  /// The non-critical queued alert with `key`. The queue is read in place: a storm scans it
  /// once per error.
  private func queuedAlert(_ key: FoldKey?) -> NoticeEntry? {
    alertQueue.withUnsafeBufferPointer { queue in
      for entry in queue where entry.foldKey == key { return entry }
      return nil
    }
  }

  /// The index of the least important, oldest queued alert.
  private func leastImportantQueuedAlert() -> Int {
    alertQueue.withUnsafeBufferPointer { queue in
      var victim = 0
      var index = 1
      while index < queue.count {
        if queue[index].notice.importance < queue[victim].notice.importance { victim = index }
        index += 1
      }
      return victim
    }
  }

  /// Sends `notice` on, or queues it behind the current alert; returns the entry that carries
  /// it. An alert identical to one waiting merges into it (the merged notice's error becomes
  /// coalesced: it had counted as one notice, now none). A full queue drops its least
  /// important, oldest alert; a new alert less important than every waiting one is the one
  /// dropped. `foldKey` is the notice's ``foldKey(_:_:)``, computed before the lock (`nil` for
  /// a critical alert, which never merges).
  func enqueue(_ notice: ErrorNotice, foldKey key: FoldKey?, into actions: inout Actions)
    -> NoticeEntry
  {
    guard notice.presentation.isAlert, currentAlert != nil else {
      let entry = NoticeEntry(notice, foldKey: key, stage: .waiting)
      if notice.presentation.isAlert { currentAlert = entry }
      send(entry, &actions)
      return entry
    }
    if key != nil, let queued = queuedAlert(key) {
      queued.notice.count += notice.count
      counts.coalesced += 1
      return queued
    }
    let entry = NoticeEntry(notice, foldKey: key, stage: .queued)
    alertQueue.append(entry)
    if alertQueue.count > capacity {
      let victim = alertQueue.remove(at: leastImportantQueuedAlert())
      victim.stage = .dropped
      counts.dropped += 1
      actions.dropped.append((victim.notice, counts.dropped))
    }
    return entry
  }

  /// The current alert is done (acknowledged, or dropped unseen): the next queued alert goes
  /// out. A queued alert dropped as it goes out lets the one after it go.
  func advanceAlertQueue(_ actions: inout Actions) {
    currentAlert = nil
    guard !isAdvancing else { return }
    isAdvancing = true
    while currentAlert == nil, !alertQueue.isEmpty {
      let next = alertQueue.removeFirst()
      currentAlert = next
      send(next, &actions)
    }
    isAdvancing = false
  }

  // MARK: - Outside the lock

  func perform(_ actions: Actions) {
    for timer in actions.cancelled { timer.dispose() }
    for (notice, total) in actions.dropped { logDrop(notice, total: total) }
    if let (handler, error) = actions.signOut { handler(error) }
    for sent in actions.sent { observer?.noticeSent(sent.notice, current: sent.current) }
    // Before the kicks: a view learns its alert was answered before it is handed the next.
    for (binding, id) in actions.retracted { binding.retract(id) }
    if let scheduler {
      for (key, generation) in actions.timers {
        let timer = scheduler.scheduleRelative((key, generation), dueTime: window) {
          [weak self] state in
          self?.windowEnded(state.0, generation: state.1)
          return Disposables.create()
        }
        keep(timer, key: key, generation: generation)
      }
    }
    for binding in actions.kicks { start(binding) }
  }

  /// Stores a window's timer, or cancels it if the window already closed.
  private func keep(_ timer: Disposable, key: FoldKey, generation: UInt64) {
    let kept = lock.withLock {
      guard windows[key]?.generation == generation else { return false }
      windows[key]?.timer = timer
      return true
    }
    if !kept { timer.dispose() }
  }

  /// A window's time is up: unless it already closed (an acknowledged alert's), its
  /// follow-up is sent on.
  private func windowEnded(_ key: FoldKey, generation: UInt64) {
    var actions = Actions()
    lock.withLock {
      guard windows[key]?.generation == generation else { return }
      closeWindow(key, &actions)
    }
    perform(actions)
  }

  private func logDrop(_ notice: ErrorNotice, total: Int) {
    let diagnostic = ErrorBusDiagnostic.noticeDropped(
      id: notice.id, count: notice.count, message: notice.presentation.message ?? "",
      total: total)
    logger.log(AppError(kind: .domain(diagnostic), context: notice.error.context))
  }
}
