import ErrorFlow

/// A fixed policy for the bus's own tests, so they do not follow changes to the standard
/// table: log-only is silent, a page load gets an error page, a retryable error a toast,
/// anything else an alert.
let busTestPolicy = PresentationPolicy { level, context, error in
  let message = error.userMessage ?? ""
  switch (level, context) {
  case (.logOnly, _): return .silent
  case (_, .pageLoad): return .errorPage(title: "", message: message)
  case (.retryable, _): return .toast(message: message)
  default: return .alert(title: "", message: message)
  }
}

extension ErrorBus {
  /// Publishes a ``SampleError`` (its message is its identity key).
  func publish(_ message: String, _ level: ErrorLevel, context: ErrorContext = .action) {
    publish(AppError(SampleError(message, level), context: context))
  }
}
