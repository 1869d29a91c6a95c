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
public final class ErrorTracker: Sendable {
  // Internal, not private: the extensions in ErrorTracker+*.swift run the work and report
  // its errors through them.
  let relay = PublishRelay<AppError>()
  let activity: ActivityCounter
  let logger: ErrorLogger
  let bus: ErrorBus?
  let clock: RetryClock
  /// The test scope this tracker was made in, if any (ErrorObservation.swift).
  let observer: (any ErrorObserver)?

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
    activity = ActivityCounter(alsoCounting: bus?.trackedWork)
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
}
