import ReactiveCore

/// Runs a view model's work and turns its failures into events: an error becomes an
/// ``AppError`` on ``errors`` (a stream that never terminates), so the view model's data
/// outputs stay alive and the next input works.
///
/// ```swift
/// final class RecordingsViewModel: @unchecked Sendable {
///   let tracker = ErrorTracker(bus: appBus)
///   let titles = PublishRelay<String>()
///
///   func load() {
///     tracker.perform(context: .pageLoad) { [titles, useCase] () async throws(RecordingUseCaseError) in
///       titles.accept(try await useCase.latestTitle())
///     }
///   }
/// }
/// ```
///
/// The call site of `perform` is the error's source location. Every error is logged once:
/// by the bus when there is one, else by `logger`. A cancelled task is logged and not
/// published. A `retryable` error carries a ``RetryAction`` that runs the same work again.
///
/// Render a screen's errors from ``errors``, or let the app's console render them from the
/// ``ErrorBus`` — not both, or each error is shown twice.
public final class ErrorTracker: @unchecked Sendable {
  private let relay = PublishRelay<AppError>()
  private let activity = ActivityCounter()
  private let logger: ErrorLogger
  private let bus: ErrorBus?

  /// Creates a tracker.
  ///
  /// ```swift
  /// let tracker = ErrorTracker(logger: ErrorLogger(sinks: [ConsoleLogSink()]))
  /// ```
  ///
  /// - Parameters:
  ///   - logger: Logs each error when there is no bus.
  ///   - bus: Receives each published error too, and logs it.
  public init(logger: ErrorLogger = .disabled, bus: ErrorBus? = nil) {
    self.logger = logger
    self.bus = bus
  }

  /// The failures of the tracked work, as events: never terminates.
  ///
  /// ```swift
  /// tracker.errors.subscribe(onNext: { console.show($0) }).disposed(by: bag)
  /// ```
  public var errors: Observable<AppError> { relay.asObservable() }

  /// `true` while tracked work runs, as a ``Driver``: the current value first, then each
  /// change, on the main scheduler (``SharingScheduler``); it never fails.
  ///
  /// ```swift
  /// tracker.isLoading.drive(onNext: { spinner.isHidden = !$0 }).disposed(by: bag)
  /// ```
  public var isLoading: Driver<Bool> {
    activity.isActive.distinctUntilChanged().asDriver(onErrorJustReturn: false)
  }

  /// Runs `work` in a `Task`; a failure is published on ``errors``.
  ///
  /// ```swift
  /// tracker.perform(context: .action) { () async throws(RecordingUseCaseError) in
  ///   try await useCase.save(recording)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type. Like `Task { }`, it runs on the
  ///     caller's actor: a `@MainActor` view model's closure may touch its state directly.
  /// - Returns: The task, to cancel the work.
  @discardableResult
  public func perform<Failure: Error>(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line,
    @_inheritActorContext _ work:
      @escaping @Sendable @isolated(any) () async throws(Failure) -> Void
  ) -> Task<Void, Never> {
    activity.increment()
    return Task { [self] in
      defer { activity.decrement() }
      do throws(Failure) {
        try await work()
      } catch {
        let retry = RetryAction { [weak self] in
          self?.perform(context: context, file: file, function: function, line: line, work)
        }
        report(error, context: context, retry: retry, file: file, function: function, line: line)
      }
    }
  }

  /// Runs `work` now; a failure is published on ``errors`` and `nil` is returned.
  ///
  /// ```swift
  /// let amount = tracker.performNow(context: .action) { () throws(ValidationError) in
  ///   try Amount(parsing: text)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type.
  /// - Returns: The work's result, or `nil` when it failed.
  @discardableResult
  public func performNow<Failure: Error, Result>(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line, _ work: () throws(Failure) -> Result
  ) -> Result? {
    activity.increment()
    defer { activity.decrement() }
    do throws(Failure) {
      return try work()
    } catch {
      report(error, context: context, retry: nil, file: file, function: function, line: line)
      return nil
    }
  }

  /// Publishes an error caught elsewhere, capturing the call site here.
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
    report(error, context: context, retry: nil, file: file, function: function, line: line)
  }

  private func report(
    _ error: any Error, context: ErrorContext, retry: RetryAction?, file: String,
    function: String, line: Int
  ) {
    var appError = AppError(error, context: context, file: file, function: function, line: line)
    if appError.level == .retryable, appError.retry == nil { appError.retry = retry }
    if let bus {
      bus.publish(appError)
    } else {
      logger.log(appError)
    }
    if !appError.isCancelled { relay.accept(appError) }
  }
}
