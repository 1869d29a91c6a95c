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
///
/// It is a view of a ``StreamRecorder`` of ``Entry``: it records from the moment it is
/// created, and awaits errors still to come with ``next(timeout:isolation:)``. For a view
/// model whose error output carries the app's own error type rather than `AppError`, use a
/// ``StreamRecorder`` directly.
public final class ErrorRecorder: Sendable {
  /// One recorded error: when it arrived, the error, and the bus notice if it came from a bus.
  public struct Entry: Sendable {
    /// The virtual time it arrived at, when the recorder has a scheduler; otherwise `nil`.
    public let time: TestTime?
    /// The error.
    public let error: AppError
    /// The notice the bus published, when recording a bus.
    public let notice: ErrorNotice?
  }

  /// The recording itself: every ``Entry``, with the async waits of ``StreamRecorder``.
  ///
  /// ```swift
  /// let entry = try await recorder.stream.next()
  /// XCTAssertEqual(entry.notice?.presentation, .toast(message: "Saved offline"))
  /// ```
  public let stream: StreamRecorder<Entry>

  /// Records every error of `errors`: an `Observable<AppError>`, a relay or a `Driver`.
  ///
  /// ```swift
  /// let errors = ErrorRecorder(viewModel.output.error)
  /// ```
  ///
  /// - Parameters:
  ///   - errors: A view model's error output.
  ///   - scheduler: When given, each entry records its virtual arrival time.
  public init<Source: ObservableConvertibleType>(
    _ errors: Source, scheduler: TestScheduler? = nil
  ) where Source.Element == AppError {
    stream = StreamRecorder(
      errors.asObservable().map { error in
        Entry(time: scheduler?.clock, error: error, notice: nil)
      })
  }

  /// Records every notice of `bus`; alerts are acknowledged at once unless
  /// `acknowledgeAlerts` is `false`, so the bus's alert queue moves on.
  ///
  /// ```swift
  /// let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
  /// bus.publish(first)
  /// bus.publish(second)
  /// XCTAssertEqual(recorder.count, 1)  // the second alert waits for the first
  /// ```
  ///
  /// - Parameters:
  ///   - bus: The app's error bus.
  ///   - acknowledgeAlerts: Whether to dismiss each alert as soon as it is recorded.
  ///   - scheduler: When given, each entry records its virtual arrival time.
  public init(bus: ErrorBus, acknowledgeAlerts: Bool = true, scheduler: TestScheduler? = nil) {
    stream = StreamRecorder(
      bus.notices
        .map { notice in Entry(time: scheduler?.clock, error: notice.error, notice: notice) }
        .do(afterNext: { [weak bus] entry in
          if acknowledgeAlerts, let notice = entry.notice, notice.presentation.isAlert {
            bus?.acknowledge(notice)
          }
        }))
  }

  /// Everything recorded, in arrival order.
  ///
  /// ```swift
  /// XCTAssertEqual(recorder.entries.map(\.time), [210, 300])
  /// ```
  public var entries: [Entry] { stream.values }

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
  public var count: Int { stream.values.count }

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
    stream.removeAll()
  }

  /// Stops recording.
  ///
  /// ```swift
  /// recorder.dispose()
  /// ```
  public func dispose() {
    stream.dispose()
  }
}
