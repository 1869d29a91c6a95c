/// Runs failed work again: a retryable ``AppError`` carries one, so a view can offer
/// "retry" without knowing which use case failed.
///
/// ```swift
/// if let retry = appError.retry { retry() }
/// ```
public struct RetryAction: Sendable {
  private let action: @Sendable () -> Void

  /// Wraps `action`.
  ///
  /// ```swift
  /// let retry = RetryAction { viewModel.reload() }
  /// ```
  ///
  /// - Parameter action: The work to run again; called on the caller's thread.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = action
  }

  /// Runs the action.
  ///
  /// ```swift
  /// error.retry?()
  /// ```
  public func callAsFunction() { action() }
}
