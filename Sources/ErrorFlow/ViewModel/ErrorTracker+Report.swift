import ReactiveCore

/// Where every error of the tracker goes out: to the bus (which logs it) or the logger, to the
/// test scope, and on ``ErrorTracker/errors``.
extension ErrorTracker {
  /// Publishes an error caught elsewhere, capturing the call site here; delivered on this
  /// thread.
  ///
  /// ```swift
  /// catch { tracker.publish(error, context: .action) }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error; an ``AppError`` keeps its own source location.
  ///   - context: What the user was doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  public func publish(
    _ error: any Error, context: ErrorContext, file: String = #fileID,
    function: String = #function, line: Int = #line
  ) {
    let site = CallSite(fileID: file, function: function, line: line)
    report(AppError(error, context: context, site: site), retry: nil)
  }

  /// Sends `error` out: `retry` becomes its ``AppError/retry`` if it is retryable and has
  /// none; a cancellation goes to the bus or the logger only, never on ``errors``.
  func report(_ error: consuming AppError, retry: RetryAction?) {
    if let retry, error.level == .retryable, error.retry == nil { error.retry = retry }
    let delivers = !error.isCancelled
    // `bus?.` rather than `if let bus`: the binding retains the bus for the call, and the
    // bus's retain and release take the runtime's slow path (its views hold it weakly), about
    // 170 instructions per error.
    if bus != nil {
      // Nobody to hand it to after the bus (no observer of `errors`, no test scope of its
      // own): the bus takes the error itself instead of a copy.
      if !delivers || (!relay.hasObservers && (observer == nil || bus?.observer === observer)) {
        bus?.publish(taking: error)
        return
      }
      bus?.publish(error)
    } else {
      logger.log(error)
    }
    if delivers {
      // A bus made in the same scope reports the error itself: once per error.
      if let observer, bus?.observer !== observer { observer.published(error, presentation: nil) }
      relay.accept(error)
    }
  }
}
