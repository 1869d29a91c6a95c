import ReactiveCore

/// Runs a view model's work and turns its failures into events: an error becomes an
/// ``AppError`` on ``errors`` (a stream that never terminates), so the view model's data
/// outputs stay alive and the next input works.
///
/// ```swift
/// @MainActor
/// final class TitlesViewModel {
///   let tracker = ErrorTracker()
///   let titles = BehaviorRelay<[String]>(value: [])
///   private let load: @Sendable () async throws(TitlesError) -> [String]
///
///   init(load: @escaping @Sendable () async throws(TitlesError) -> [String]) { self.load = load }
///
///   func refresh() {
///     tracker.perform(context: .pageLoad) { [load, titles] () async throws(TitlesError) in
///       titles.accept(try await load())
///     }
///   }
/// }
/// ```
///
/// Where it delivers: ``errors`` and ``isLoading`` reach their subscribers on the actor that
/// called ``perform(context:isolation:file:function:line:_:)`` — the main actor for a
/// `@MainActor` view model — so `self.lastError = error` in a subscriber is correct without
/// `observe(on:)`. `performNow(context:_:)` and
/// ``publish(_:context:file:function:line:)`` deliver on the calling thread. For a path the
/// compiler checks, consume the errors with `for await error in tracker.errorValues` inside
/// a main-actor task (see ``errorValues``).
///
/// The call site of `perform` is the error's ``AppError/source``. Every error is logged once:
/// by the bus when there is one, else by `logger`. A cancelled task is logged and not
/// published. A `retryable` error carries a ``RetryAction`` that runs the same work again.
/// Tests await ``waitUntilIdle()`` (or the task `perform` returns) instead of sleeping.
///
/// Render a screen's errors from ``errors``, or let the app's console render them from the
/// ``ErrorBus`` — not both, or each error is shown twice.
public final class ErrorTracker: @unchecked Sendable {
  private let relay = PublishRelay<AppError>()
  private let activity = ActivityCounter()
  private let logger: ErrorLogger
  private let bus: ErrorBus?
  private let clock: RetryClock
  /// The test scope this tracker was made in, if any (ErrorObservation.swift).
  private let observer: (any ErrorObserver)?

  /// Creates a tracker.
  ///
  /// ```swift
  /// let tracker = ErrorTracker(logger: ErrorLogger(sinks: [ConsoleLogSink()]))
  /// ```
  ///
  /// - Parameters:
  ///   - logger: Logs each error when there is no bus.
  ///   - bus: Receives each published error too, and logs it.
  public convenience init(logger: ErrorLogger = .disabled, bus: ErrorBus? = nil) {
    self.init(logger: logger, bus: bus, clock: .live)
  }

  /// A tracker whose retry waits run on `clock`: a test clock makes the waits of
  /// ``perform(context:retry:isolation:file:function:line:_:)`` virtual, so a test drives
  /// every attempt at an exact time without waiting.
  ///
  /// ```swift
  /// let clock = TestClock()  // ErrorFlowTesting; any `Clock` measured in `Duration` works
  /// let tracker = ErrorTracker(clock: clock)
  /// ```
  ///
  /// Any `Clock` whose duration is `Duration` fits: `ContinuousClock` (what the other
  /// initializer uses), `SuspendingClock`, or a test clock. The retry deadline is measured
  /// on it too. Each wait is clamped to `0 ...` ``RetryPolicy/maximumDelay`` before it
  /// reaches the clock.
  ///
  /// - Parameters:
  ///   - logger: Logs each error when there is no bus.
  ///   - bus: Receives each published error too, and logs it.
  ///   - clock: Tells the time and runs the waits between attempts.
  public convenience init(
    logger: ErrorLogger = .disabled, bus: ErrorBus? = nil, clock: some Clock<Duration>
  ) {
    self.init(logger: logger, bus: bus, clock: RetryClock(clock))
  }

  /// A tracker whose retries wait on `clock`: for the package's tests, which build a clock
  /// from closures.
  package init(logger: ErrorLogger = .disabled, bus: ErrorBus? = nil, clock: RetryClock) {
    self.logger = logger
    self.bus = bus
    self.clock = clock
    observer = ErrorObservation.observer
    observer?.trackerCreated(self)
  }

  /// The failures of the tracked work, as events: never terminates.
  ///
  /// Delivered on the actor that called `perform` (the main actor for a `@MainActor` view
  /// model), or on the calling thread for `performNow` and `publish`.
  ///
  /// ```swift
  /// tracker.errors.subscribe(onNext: { print($0.userMessage ?? "") }).disposed(by: bag)
  /// ```
  public var errors: Observable<AppError> { relay.asObservable() }

  /// `true` while tracked work runs, as a ``Driver``: the current value first, then each
  /// change, on the main scheduler (``SharingScheduler``); it never fails. Counting costs one
  /// lock round trip per piece of work; the stream is fed only while someone observes it.
  ///
  /// ```swift
  /// tracker.isLoading.drive(onNext: { print($0 ? "loading…" : "done") }).disposed(by: bag)
  /// ```
  public var isLoading: Driver<Bool> {
    activity.isActive.distinctUntilChanged().asDriver(onErrorJustReturn: false)
  }

  /// Runs `work` in a `Task` on the caller's actor; a failure is published on ``errors``.
  ///
  /// ```swift
  /// tracker.perform(context: .action) { () async throws(ValidationError) in
  ///   try await save()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - isolation: The actor the task, and the delivery of its error, run on; leave the
  ///     default (the caller's).
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type. Like `Task { }`, it runs on the
  ///     caller's actor: a `@MainActor` view model's closure may touch its state directly.
  /// - Returns: The task, to cancel the work or await it.
  @discardableResult
  public func perform<Failure: Error>(
    context: ErrorContext, isolation: isolated (any Actor)? = #isolation,
    file: String = #fileID, function: String = #function, line: Int = #line,
    @_inheritActorContext _ work:
      @escaping @Sendable @isolated(any) () async throws(Failure) -> Void
  ) -> Task<Void, Never> {
    let site = CallSite(fileID: file, function: function, line: line)
    let tracked = TrackedWork(context: context, site: site, policy: nil, work: work)
    activity.increment()
    return start(tracked, isolation: isolation)
  }

  /// Runs `work` in a `Task` on the caller's actor, trying it again silently while `retry`
  /// allows; the failure of the last attempt is published on ``errors``, with
  /// ``AppError/attempts`` set.
  ///
  /// ```swift
  /// tracker.perform(context: .pageLoad, retry: .default) { () async throws(NetworkError) in
  ///   titles.accept(try await api.titles())
  /// }
  /// ```
  ///
  /// The waits follow the policy (see ``RetryPolicy``); nothing is published and
  /// ``isLoading`` stays `true` while they run. The published error's ``RetryAction``
  /// starts a fresh round of attempts. Cancelling the task ends a wait at once: no further
  /// attempt is made, and the cancellation is logged, not published.
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - retry: Which failures are retried, how often, and how long to wait between tries.
  ///   - isolation: The actor the task, and the delivery of its error, run on; leave the
  ///     default (the caller's).
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type, and runs on the caller's actor.
  /// - Returns: The task, to cancel the work (and its waits) or await it.
  @discardableResult
  public func perform<Failure: Error>(
    context: ErrorContext, retry: RetryPolicy, isolation: isolated (any Actor)? = #isolation,
    file: String = #fileID, function: String = #function, line: Int = #line,
    @_inheritActorContext _ work:
      @escaping @Sendable @isolated(any) () async throws(Failure) -> Void
  ) -> Task<Void, Never> {
    let site = CallSite(fileID: file, function: function, line: line)
    let tracked = TrackedWork(context: context, site: site, policy: retry, work: work)
    activity.increment()
    return start(tracked, isolation: isolation)
  }

  /// Runs `work` now; a failure is published on ``errors`` (on this thread) and `nil` is
  /// returned. Synchronous work does not change ``isLoading``: it starts and ends before any
  /// view could show a spinner.
  ///
  /// ```swift
  /// let amount = tracker.performNow(context: .action) { () throws(ValidationError) in
  ///   try Amount(parsing: text)
  /// }
  /// ```
  ///
  /// An error type that is an ``AppErrorConvertible`` (every ``AppErrorProtocol`` and
  /// ``LayerError``) takes the overload that converts it without a dynamic cast.
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type.
  /// - Returns: The work's result, or `nil` when it failed.
  @inlinable @discardableResult
  public func performNow<Failure: Error, Result>(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line, _ work: () throws(Failure) -> Result
  ) -> Result? {
    // Inlinable, so the caller's module specializes it for its error type: the throw and
    // the catch are direct, and the call site is built where it is consumed (see the error
    // path's breakdown in Benchmarks/README.md).
    do throws(Failure) {
      return try work()
    } catch {
      let site = CallSite(fileID: file, function: function, line: line)
      publishNow(AppError(error, context: context, site: site))
      return nil
    }
  }

  /// Runs `work` now; a failure, an error that says what it is, is published on ``errors``
  /// (on this thread) and `nil` is returned. The same as the general overload, without its
  /// dynamic cast.
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
  ///   - work: The work, throwing an ``AppErrorConvertible``.
  /// - Returns: The work's result, or `nil` when it failed.
  @inlinable @discardableResult
  public func performNow<Failure: AppErrorConvertible, Result>(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line, _ work: () throws(Failure) -> Result
  ) -> Result? {
    do throws(Failure) {
      return try work()
    } catch {
      let site = CallSite(fileID: file, function: function, line: line)
      publishNow(AppError(convertible: error, context: context, site: site))
      return nil
    }
  }

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

  /// Returns once no tracked work is in flight, its errors already published: what a test
  /// awaits after calling a view model method that uses `perform`.
  ///
  /// ```swift
  /// viewModel.refresh()
  /// await viewModel.tracker.waitUntilIdle()
  /// XCTAssertEqual(recorder.errors.count, 1)
  /// ```
  public func waitUntilIdle() async {
    await activity.waitUntilIdle()
  }

  // MARK: - Machinery

  /// Publishes the failure of `performNow`'s work (the inlined part builds the error).
  @usableFromInline
  func publishNow(_ error: consuming AppError) {
    report(error, retry: nil)
  }

  /// Runs counted work: the caller has already called `activity.increment()`, so the work is
  /// in flight (``isLoading``, ``waitUntilIdle()``) from the moment it was asked for.
  private func start<Failure: Error>(
    _ tracked: TrackedWork<Failure>, isolation: isolated (any Actor)?
  ) -> Task<Void, Never> {
    Task { [self] in
      _ = isolation  // the task runs on the caller's actor, and so does the delivery
      defer { activity.decrement() }
      var round = tracked.policy.map(RetryRound.init)
      while true {
        do throws(Failure) {
          try await tracked.work()
          return
        } catch {
          var appError = AppError(error, context: tracked.context, site: tracked.site)
          if round != nil, !Task.isCancelled,
            let delay = round?.nextDelay(after: appError, now: clock.now())
          {
            do {
              try await clock.sleep(delay)
            } catch {}
            if !Task.isCancelled { continue }
            // Cancelled during the wait: the attempt it waited for is never made.
            appError = AppError(CancellationError(), context: tracked.context, site: tracked.site)
            appError.attempts = max((round?.attempts ?? 1) - 1, 1)
          } else {
            appError.attempts = round?.attempts ?? 1
          }
          let retry = RetryAction { [weak self] in
            guard let self else { return }
            // Counted now, not when the task reaches the actor: whoever waits for the
            // tracker to be idle (a console's command loop, a test) waits for the retry too.
            activity.increment()
            Task { await self.restart(tracked, isolation: isolation) }
          }
          report(appError, retry: retry)
          return
        }
      }
    }
  }

  private func restart<Failure: Error>(
    _ tracked: TrackedWork<Failure>, isolation: isolated (any Actor)?
  ) {
    _ = start(tracked, isolation: isolation)
  }

  private func report(_ error: consuming AppError, retry: RetryAction?) {
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
      if let observer, bus?.observer !== observer { observer.published(error) }
      relay.accept(error)
    }
  }

}

/// One piece of tracked work, kept so a ``RetryAction`` can run it again.
private struct TrackedWork<Failure: Error>: Sendable {
  let context: ErrorContext
  let site: CallSite
  /// Retries before the failure is published; `nil` publishes the first failure.
  let policy: RetryPolicy?
  let work: @Sendable @isolated(any) () async throws(Failure) -> Void
}
