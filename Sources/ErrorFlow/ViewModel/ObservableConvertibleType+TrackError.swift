import ReactiveCore

extension ObservableConvertibleType {
  /// Routes this stream's error into `tracker` (as an ``AppError`` with `context` and this call
  /// site) and completes instead of failing: the `trackError` of RxSwift apps, for use cases
  /// that return `Observable.error`. Put it on the inner stream of a `flatMap` so the outer
  /// stream — button taps, page loads — lives on and the next input works.
  ///
  /// ```swift
  /// let tracker = ErrorTracker()
  /// let taps = PublishRelay<Void>()
  /// let titles = taps.flatMapLatest { _ in
  ///   Observable<String>.error(CancellationError()).trackError(tracker, context: .action)
  /// }
  /// ```
  ///
  /// Elements pass through unchanged; the error reaches ``ErrorTracker/errors`` on the thread
  /// the stream failed on.
  ///
  /// - Parameters:
  ///   - tracker: Logs and publishes the error.
  ///   - context: What the user was doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  /// - Returns: The stream, completing where it would have failed.
  public func trackError(
    _ tracker: ErrorTracker, context: ErrorContext, file: String = #fileID,
    function: String = #function, line: Int = #line
  ) -> Observable<Element> {
    asObservable().catch { error in
      tracker.publish(error, context: context, file: file, function: function, line: line)
      return .empty()
    }
  }

  /// Routes this stream's error into `bus` (as an ``AppError`` with `context` and this call
  /// site) and completes instead of failing; see ``trackError(_:context:file:function:line:)``.
  ///
  /// ```swift
  /// let bus = ErrorBus()
  /// let saved = Observable<Int>.error(CancellationError()).trackError(into: bus, context: .action)
  /// ```
  ///
  /// - Parameters:
  ///   - bus: Logs the error and shows it.
  ///   - context: What the user was doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  /// - Returns: The stream, completing where it would have failed.
  public func trackError(
    into bus: ErrorBus, context: ErrorContext, file: String = #fileID,
    function: String = #function, line: Int = #line
  ) -> Observable<Element> {
    asObservable().catch { error in
      bus.publish(error, context: context, file: file, function: function, line: line)
      return .empty()
    }
  }
}
