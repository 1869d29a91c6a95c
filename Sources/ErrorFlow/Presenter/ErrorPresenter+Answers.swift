extension ErrorPresenter {
  /// Dismisses the alert: it leaves ``alert`` and the bus is told, so the next alert may
  /// come — at once, when the bus holds one. Does nothing when no alert shows.
  ///
  /// ```swift
  /// Button("OK", role: .cancel) { presenter.dismiss() }
  /// ```
  public func dismiss() {
    guard !changes.isChanging else { return changes.queue { [self] in dismiss() } }
    guard let shown = takeAlert() else { return }
    shown.receipt.acknowledge()
  }

  /// Answers the alert with Retry: dismisses it as ``dismiss()`` does, then runs its error's
  /// ``RetryAction``, on the main actor (an alert without one is only dismissed). Does nothing
  /// when no alert shows.
  ///
  /// ```swift
  /// if alert.actions.contains(.retry) { Button("Retry") { presenter.retry() } }
  /// ```
  public func retry() {
    guard !changes.isChanging else { return changes.queue { [self] in retry() } }
    guard let shown = takeAlert() else { return }
    // As the console view: the answered alert lets the next one in, then the work runs
    // again (an error it publishes queues behind any alert waiting).
    shown.receipt.acknowledge()
    shown.notice.error.retry?()
  }

  /// Removes the error page. Does nothing when none shows.
  ///
  /// ```swift
  /// presenter.dismissErrorPage()  // the user went back
  /// ```
  public func dismissErrorPage() {
    guard !changes.isChanging else { return changes.queue { [self] in dismissErrorPage() } }
    _ = takeErrorPage()
  }

  /// Removes the error page and runs its error's ``RetryAction``, on the main actor (a page
  /// without one is only removed). Does nothing when no page shows.
  ///
  /// ```swift
  /// Button("Retry") { presenter.retryErrorPage() }
  /// ```
  public func retryErrorPage() {
    guard !changes.isChanging else { return changes.queue { [self] in retryErrorPage() } }
    takeErrorPage()?()
  }

  /// Clears ``signOut`` once the view showed the sign-in screen. It does not re-arm the bus:
  /// after the user signed in again, the app calls ``ErrorBus/sessionRestored()``.
  ///
  /// ```swift
  /// router.showSignIn()
  /// presenter.dismissSignOut()
  /// ```
  public func dismissSignOut() {
    guard !changes.isChanging else { return changes.queue { [self] in dismissSignOut() } }
    if signOut != nil { changes.make { signOut = nil } }
  }

  /// Clears the alert state and returns what answering it needs, before the bus is told:
  /// acknowledging may hand the next alert over at once, on this call's stack.
  private func takeAlert() -> (notice: ErrorNotice, receipt: NoticeReceipt)? {
    guard let shown = shownAlert else { return nil }
    changes.make {
      shownAlert = nil
      alert = nil
    }
    return shown
  }

  /// Removes the error page and returns its retry action, if a page shows (else `nil`, and
  /// so does a page without an action): the action runs after the change is complete.
  private func takeErrorPage() -> RetryAction? {
    guard errorPage != nil else { return nil }
    let retry = pageRetry
    changes.make {
      pageRetry = nil
      errorPage = nil
    }
    return retry
  }
}
