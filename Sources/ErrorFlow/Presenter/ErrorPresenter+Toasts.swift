extension ErrorPresenter {
  /// Removes the toast with `id` and stops its lifetime. Does nothing for an id not shown
  /// (one that expired or was pushed out meanwhile).
  ///
  /// ```swift
  /// ForEach(presenter.toasts) { toast in
  ///   Text(toast.message).onTapGesture { presenter.dismissToast(toast.id) }
  /// }
  /// ```
  ///
  /// - Parameter id: The toast's ``ErrorToastState/id``.
  public func dismissToast(_ id: UInt64) {
    guard !changes.isChanging else { return changes.queue { [self] in dismissToast(id) } }
    guard let index = toasts.firstIndex(where: { $0.id == id }) else { return }
    lifetime.cancelTimer(for: id)
    var remaining = toasts
    remaining.remove(at: index)
    changes.make { toasts = remaining }
  }

  /// Shows a toast notice: a follow-up of a toast still shown adds its count to it (same id,
  /// same place, a new lifetime); anything else is a new toast at the end, pushing the oldest
  /// out of a full list. Each property changes once.
  func show(toast notice: ErrorNotice, message: String) {
    var list = toasts
    if let first = notice.repeatOf, let index = list.firstIndex(where: { $0.id == first }) {
      let shown = list[index]
      let (sum, overflow) = shown.count.addingReportingOverflow(notice.count)
      list[index] = ErrorToastState(
        id: shown.id, message: shown.message, count: overflow ? Int.max : sum)
      toasts = list
      startLifetime(of: shown.id)
      return
    }
    list.append(ErrorToastState(id: notice.id, message: message, count: Self.total(of: notice)))
    let excess = list.count - toastCapacity
    if excess > 0 {
      for pushedOut in list.prefix(excess) { lifetime.cancelTimer(for: pushedOut.id) }
      list.removeFirst(excess)
    }
    toasts = list
    if excess > 0 {
      let (sum, overflow) = droppedToastCount.addingReportingOverflow(excess)
      droppedToastCount = overflow ? Int.max : sum
    }
    startLifetime(of: notice.id)
  }

  /// Starts (or restarts) toast `id`'s lifetime on the clock, if toasts expire. The task runs
  /// on the main actor and holds the presenter weakly; a cancelled one removes nothing, and
  /// cancelling happens on the main actor too, so a lifetime replaced after its sleep ended
  /// but before it ran sees the cancellation.
  private func startLifetime(of id: UInt64) {
    guard let duration = toastLifetime else { return }
    let clock = clock
    let task = Task { [weak self] in
      do {
        try await clock.sleep(for: duration)
      } catch {
        return
      }
      guard !Task.isCancelled, let self else { return }
      self.lifetime.timerFired(for: id)
      self.dismissToast(id)
    }
    lifetime.setTimer(task, for: id)
  }
}
