import ErrorFlow
import ReactiveCore

/// Records what a view model's error output or the app's `ErrorBus` publishes, so a test
/// asserts on errors as plainly as on data.
///
/// Record a view model's `errors` (a never-terminating `Observable<AppError>`):
///
/// ```swift
/// let errors = ErrorRecorder(viewModel.errors)
/// viewModel.load()
/// XCTAssertEqual(errors.userMessages, ["The notes could not be read."])
/// XCTAssertEqual(errors.contexts, [.pageLoad])
/// errors.dispose()
/// ```
///
/// Or the bus, acknowledging alerts as a user dismissing them would:
///
/// ```swift
/// let recorder = ErrorRecorder(bus: bus)
/// XCTAssertEqual(recorder.presentations, [.toast(message: "Saved offline")])
/// ```
///
/// With a ``TestScheduler`` each entry also keeps the virtual time it arrived at.
public final class ErrorRecorder: @unchecked Sendable {
  /// One recorded error: when it arrived, the error, and the bus notice if it came from a bus.
  public struct Entry: Sendable {
    /// The virtual time it arrived at, when the recorder has a scheduler; otherwise `nil`.
    public let time: TestTime?
    /// The error.
    public let error: AppError
    /// The notice the bus published, when recording a bus.
    public let notice: ErrorNotice?
  }

  private let lock = Lock()
  private var stored: [Entry] = []
  private let subscription = SingleAssignmentDisposable()
  private let scheduler: TestScheduler?
  /// Sends after every change to the entries (and once on subscribe), for the async waits of
  /// `ErrorRecorder+Async.swift`; sent after the lock is released, never under it.
  let changes = BehaviorRelay<Void>(value: ())

  /// Records every error of `errors`.
  ///
  /// ```swift
  /// let errors = ErrorRecorder(viewModel.output.error)
  /// ```
  ///
  /// - Parameters:
  ///   - errors: A view model's error output.
  ///   - scheduler: When given, each entry records its virtual arrival time.
  public init(_ errors: Observable<AppError>, scheduler: TestScheduler? = nil) {
    self.scheduler = scheduler
    subscription.setDisposable(
      errors.subscribe(onNext: { [weak self] error in self?.append(error, notice: nil) }))
  }

  /// Records every notice of `bus`; alerts are acknowledged at once unless
  /// `acknowledgeAlerts` is `false`, so the bus's alert queue moves on.
  ///
  /// ```swift
  /// let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
  /// bus.publish(first); bus.publish(second)
  /// XCTAssertEqual(recorder.count, 1)  // the second alert waits for the first
  /// ```
  ///
  /// - Parameters:
  ///   - bus: The app's error bus.
  ///   - acknowledgeAlerts: Whether to dismiss each alert as soon as it is recorded.
  ///   - scheduler: When given, each entry records its virtual arrival time.
  public init(bus: ErrorBus, acknowledgeAlerts: Bool = true, scheduler: TestScheduler? = nil) {
    self.scheduler = scheduler
    subscription.setDisposable(
      bus.notices.subscribe(onNext: { [weak self, weak bus] notice in
        self?.append(notice.error, notice: notice)
        if acknowledgeAlerts, notice.presentation.isAlert { bus?.acknowledge(notice) }
      }))
  }

  private func append(_ error: AppError, notice: ErrorNotice?) {
    let entry = Entry(time: scheduler?.clock, error: error, notice: notice)
    lock.withLock { stored.append(entry) }
    changes.accept(())
  }

  /// Everything recorded, in arrival order.
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.entries.map(\.time), [210, 300])
  /// ```
  public var entries: [Entry] { lock.withLock { stored } }

  /// The recorded errors, in arrival order.
  ///
  /// ```swift
  /// XCTAssertTrue(recorder.errors.allSatisfy { !$0.isCancelled })
  /// ```
  public var errors: [AppError] { entries.map(\.error) }

  /// How many errors were recorded.
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.count, 3)
  /// ```
  public var count: Int { lock.withLock { stored.count } }

  /// The user-facing messages (`nil` for errors never shown, such as cancellations).
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.userMessages, ["Check your connection."])
  /// ```
  public var userMessages: [String?] { errors.map(\.userMessage) }

  /// The levels of the recorded errors.
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.levels, [.retryable])
  /// ```
  public var levels: [ErrorLevel] { errors.map(\.level) }

  /// The contexts of the recorded errors.
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.contexts, [.pageLoad, .action])
  /// ```
  public var contexts: [ErrorContext] { errors.map(\.context) }

  /// The presentations of the recorded bus notices (empty when recording a view model).
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.presentations, [.signOut(message: "Please sign in again.")])
  /// ```
  public var presentations: [Presentation] { entries.compactMap { $0.notice?.presentation } }

  /// The coalescing counts of the recorded bus notices.
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.noticeCounts, [1, 9])  // the first at once, then nine more
  /// ```
  public var noticeCounts: [Int] { entries.compactMap { $0.notice?.count } }

  /// Forgets everything recorded so far; recording goes on.
  ///
  /// ```swift
  /// recorder.removeAll()
  /// ```
  public func removeAll() {
    lock.withLock { stored.removeAll() }
    changes.accept(())
  }

  /// Stops recording.
  ///
  /// ```swift
  /// recorder.dispose()
  /// ```
  public func dispose() {
    subscription.dispose()
  }

  deinit {
    subscription.dispose()
  }
}
