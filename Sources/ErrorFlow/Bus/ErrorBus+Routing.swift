import Dispatch
import ReactiveCore

/// The bus's routing: what each published error becomes. Routing runs with the bus's lock
/// held and only records in `Actions` what is to be done; `perform(_:)` does it once the lock
/// is released (no handler or logger runs under the lock: contract 3).
extension ErrorBus {
  struct Actions {
    var emit = NoticeList()
    var signOut: (handler: @Sendable (AppError) -> Void, error: AppError)?
    var windowKey: String?
    var dropped: [(ErrorNotice, Int)] = []
  }

  // MARK: - Routing (lock held)

  /// The usual case, decided without building `Actions`: an error that neither ends the
  /// session nor is silent, opens no coalescing window (a critical error, or folding is off)
  /// and is a toast, an error page or an alert while none is shown. Its notice is all there
  /// is to do: the caller sends it on once the lock is released. `nil` when ``route(_:_:into:)``
  /// must decide; the result is the same as that routing's.
  func noticeToSendAtOnce(_ error: AppError, _ presentation: Presentation) -> ErrorNotice? {
    switch presentation {
    case .toast, .errorPage: break
    case .alert: guard currentAlert == nil else { return nil }
    case .signOut, .silent: return nil
    }
    guard error.level != .sessionExpired, error.level == .critical || !coalesces else {
      return nil
    }
    let notice = makeNotice(error, presentation)
    if presentation.isAlert { currentAlert = notice.id }
    return notice
  }

  func route(_ error: AppError, _ presentation: Presentation, into actions: inout Actions) {
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
      actions.emit.append(makeNotice(error, presentation))
      return
    }
    // The identity key is computed only where it is compared.
    let key = error.level != .critical && coalesces ? error.identityKey : nil
    if let key, windows[key] != nil {
      fold(error, presentation, key: key)
      return
    }
    let notice = makeNotice(error, presentation)
    if let key, windows.count < capacity {
      windows[key] = CoalescingWindow(firstID: notice.id)
      actions.windowKey = key
    }
    enqueue(notice, key: key, into: &actions)
  }

  /// Folds a repeat of an error whose window is open: into an identical alert still waiting
  /// in the queue if there is one, otherwise into the window's follow-up.
  private func fold(_ error: AppError, _ presentation: Presentation, key: String) {
    if presentation.isAlert, let index = queuedAlertIndex(key: key) {
      alertQueue[index].notice.count += 1
      counts.coalesced += 1
    } else if windows[key]?.followUp != nil {
      windows[key]?.followUp?.count += 1
      counts.coalesced += 1
    } else if let firstID = windows[key]?.firstID {
      nextID += 1
      windows[key]?.followUp = ErrorNotice(
        id: nextID, error: error, presentation: presentation, repeatOf: firstID)
    }
  }

  func makeNotice(_ error: AppError, _ presentation: Presentation) -> ErrorNotice {
    nextID += 1
    return ErrorNotice(id: nextID, error: error, presentation: presentation)
  }

  /// The index of a non-critical queued alert with `key`. The queue is read in place: a
  /// storm scans it once per error.
  private func queuedAlertIndex(key: String?) -> Int? {
    alertQueue.withUnsafeBufferPointer { queue in
      var index = 0
      while index < queue.count {
        if queue[index].notice.importance < 3, queue[index].key == key { return index }
        index += 1
      }
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

  /// Sends `notice` on, or queues it behind the current alert. An alert identical to one
  /// waiting merges into it (the merged notice's errors become coalesced: it had counted as
  /// one notice, now none). A full queue drops its least important, oldest alert; a new alert
  /// less important than every waiting one is the one dropped. `key` is the error's identity
  /// key when the caller knows it already; it is computed only if the alert must wait.
  func enqueue(_ notice: ErrorNotice, key: String?, into actions: inout Actions) {
    guard notice.presentation.isAlert else {
      actions.emit.append(notice)
      return
    }
    if currentAlert == nil {
      currentAlert = notice.id
      actions.emit.append(notice)
      return
    }
    let critical = notice.error.level == .critical
    let key = critical ? key : key ?? notice.error.identityKey
    if !critical, let index = queuedAlertIndex(key: key) {
      alertQueue[index].notice.count += notice.count
      counts.coalesced += 1
    } else {
      alertQueue.append(QueuedAlert(notice: notice, key: key))
      guard alertQueue.count > capacity else { return }
      counts.dropped += 1
      let victim = alertQueue.remove(at: leastImportantQueuedAlert()).notice
      actions.dropped.append((victim, counts.dropped))
    }
  }

  func advanceAlertQueue(into actions: inout Actions) {
    currentAlert = nil
    guard !alertQueue.isEmpty else { return }
    let next = alertQueue.removeFirst().notice
    currentAlert = next.id
    actions.emit.append(next)
  }

  // MARK: - Outside the lock

  func perform(_ actions: Actions) {
    for (notice, total) in actions.dropped { logDrop(notice, total: total) }
    if let (handler, error) = actions.signOut { handler(error) }
    actions.emit.inOrder { notice in
      observer?.noticeSent(notice)
      relay.accept(notice)
    }
    if let key = actions.windowKey, let scheduler {
      _ = scheduler.scheduleRelative(key, dueTime: window) { [weak self] key in
        self?.closeWindow(key)
        return Disposables.create()
      }
    }
  }

  /// Ends `key`'s window: its follow-up, if any, is sent on.
  private func closeWindow(_ key: String) {
    var actions = Actions()
    lock.withLock {
      guard let followUp = windows.removeValue(forKey: key)?.followUp else { return }
      enqueue(followUp, key: key, into: &actions)
    }
    perform(actions)
  }

  /// The buffer dropped `notice`: if it was the current alert, nobody saw it, so the next
  /// alert takes its place.
  func noticeDropped(_ notice: ErrorNotice, total: Int) {
    var actions = Actions()
    lock.withLock {
      if currentAlert == notice.id { advanceAlertQueue(into: &actions) }
    }
    logDrop(notice, total: total)
    perform(actions)
  }

  private func logDrop(_ notice: ErrorNotice, total: Int) {
    let diagnostic = ErrorBusDiagnostic.noticeDropped(
      id: notice.id, count: notice.count, message: notice.presentation.message ?? "",
      total: total)
    logger.log(AppError(kind: .domain(diagnostic), context: notice.error.context))
  }
}
