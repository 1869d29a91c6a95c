/// A button a presented error offers: what ``ErrorPresenter`` puts in
/// ``ErrorAlertState/actions`` and ``ErrorPageState/actions``. The view labels it in the app's
/// language and calls the presenter's method for it.
///
/// ```swift
/// for action in alert.actions {
///   switch action {
///   case .retry: Button("Retry") { presenter.retry() }
///   case .dismiss: Button("OK", role: .cancel) { presenter.dismiss() }
///   }
/// }
/// ```
public enum ErrorAction: Sendable, Hashable {
  /// Run the failed work again (the error carries a ``RetryAction``), then dismiss.
  case retry
  /// Dismiss: for an alert, the next alert may come.
  case dismiss
}
