extension ErrorPresenter {
  /// Dismisses the alert: it leaves ``alert`` and the bus is told, so the next alert may
  /// come — at once, when the bus holds one. Does nothing when no alert shows.
  ///
  /// ```swift
  /// Button("OK", role: .cancel) { presenter.dismiss() }
  /// ```
  public func dismiss() {
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
    guard errorPage != nil else { return }
    pageRetry = nil
    errorPage = nil
  }

  /// Removes the error page and runs its error's ``RetryAction``, on the main actor (a page
  /// without one is only removed). Does nothing when no page shows.
  ///
  /// ```swift
  /// Button("Retry") { presenter.retryErrorPage() }
  /// ```
  public func retryErrorPage() {
    guard errorPage != nil else { return }
    let retry = pageRetry
    dismissErrorPage()
    retry?()
  }

  /// Clears ``signOut`` once the view showed the sign-in screen. It does not re-arm the bus:
  /// after the user signed in again, the app calls ``ErrorBus/sessionRestored()``.
  ///
  /// ```swift
  /// router.showSignIn()
  /// presenter.dismissSignOut()
  /// ```
  public func dismissSignOut() {
    if signOut != nil { signOut = nil }
  }

  /// Clears the alert state and returns what answering it needs, before the bus is told:
  /// acknowledging may hand the next alert over at once, on this call's stack.
  private func takeAlert() -> (notice: ErrorNotice, receipt: NoticeReceipt)? {
    guard let shown = shownAlert else { return nil }
    shownAlert = nil
    alert = nil
    return shown
  }
}
