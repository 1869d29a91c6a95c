import ReactiveCore

/// Records any stream from the moment it is created: an `Observable`, a relay, a `Driver` or
/// `Signal`, a view model's error output of any element type — the app's own error enum too.
///
/// Create it before driving the code under test; it subscribes at once and keeps every event,
/// whatever thread sends it, so nothing sent before an `await` is lost. Read what arrived
/// synchronously (``values``, ``events``), or await what is still to come:
/// ``next(timeout:isolation:)``, ``next(_:timeout:isolation:)``,
/// ``next(until:timeout:isolation:)`` and ``completion(timeout:isolation:)``. Each wait is
/// bounded by a timeout that throws an ``AsyncWaitError`` listing what did arrive.
///
/// A view model that starts its `Task` inside an input handler and keeps it to itself:
///
/// ```swift
/// @MainActor
/// func testEveryRequestShowsItsError() async throws {
///   let viewModel = ViewModel()
///   let errors = StreamRecorder(viewModel.output.error)
///
///   viewModel.input.onNext(.viewDidLoad)
///   viewModel.input.onNext(.viewDidLoad)
///
///   let shown = try await errors.next(2, timeout: .seconds(5))
///   XCTAssertEqual(shown.map(\.errorDescription), ["데이터 접근에 실패했습니다.", "데이터 접근에 실패했습니다."])
/// }
/// ```
///
/// The waits share one cursor: each returns the values after those the previous waits
/// returned, including values that arrived before the wait began. ``values`` and ``events``
/// always hold everything recorded. With a ``TestScheduler``, ``recordedEvents`` also keeps the
/// virtual time of each event, as a ``TestableObserver`` does.
///
/// The elements need not be `Sendable`: the waits run on the caller's actor (a `@MainActor`
/// test stays on the main actor) and their predicates are called there, never on the thread
/// that sends. The recorder stops recording when disposed or released.
// unchecked Sendable: `stored`, `storedValues`, `terminal` and `cursor` are guarded by `lock`; the
// `let`s are Sendable (`changes`, a locked ChangeSignal)
public final class StreamRecorder<Element>: @unchecked Sendable {
  private let lock = Lock()
  private var stored: [Recorded<Event<Element>>] = []
  private var storedValues: [Element] = []
  private var terminal: Event<Element>?
  /// How many of `storedValues` the waits have returned.
  private var cursor = 0
  private let scheduler: TestScheduler?
  private let subscription = SingleAssignmentDisposable()
  let changes = ChangeSignal()

  /// Subscribes to `source` now and records everything it sends.
  ///
  /// ```swift
  /// let titles = StreamRecorder(viewModel.titles)  // a Driver<String>
  /// let errors = StreamRecorder(viewModel.output.error)  // Observable<MyAppError>
  /// let times = StreamRecorder(viewModel.state, scheduler: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - source: The stream; any `ObservableConvertibleType`.
  ///   - scheduler: When given, ``recordedEvents`` stamps each event with its virtual time.
  public init<Source: ObservableConvertibleType>(
    _ source: Source, scheduler: TestScheduler? = nil
  ) where Source.Element == Element {
    self.scheduler = scheduler
    subscription.setDisposable(
      source.asObservable().subscribe { [weak self] event in self?.record(event) })
  }

  private func record(_ event: Event<Element>) {
    let time = scheduler?.clock ?? 0
    let recorded = lock.withLock { () -> Bool in
      guard terminal == nil else { return false }
      stored.append(Recorded(time: time, value: event))
      switch event {
      case .next(let value): storedValues.append(value)
      case .error, .completed: terminal = event
      }
      return true
    }
    if recorded { changes.signal() }
  }

  /// Every value recorded, in arrival order (the waits do not remove any).
  ///
  /// ```swift
  /// XCTAssertEqual(titles.values, ["Inbox", "Inbox (1)"])
  /// ```
  public var values: [Element] { lock.withLock { storedValues } }

  /// Every event recorded, the terminal one included, in arrival order.
  ///
  /// ```swift
  /// XCTAssertEqual(titles.events, [.next("Inbox")])  // no .completed: a Driver never ends
  /// ```
  public var events: [Event<Element>] { lock.withLock { stored.map(\.value) } }

  /// Every event with the virtual time it arrived at: the clock of the ``TestScheduler``
  /// given at creation, `0` without one.
  ///
  /// ```swift
  /// let titles = StreamRecorder(viewModel.title, scheduler: scheduler)
  /// scheduler.start()
  /// XCTAssertEqual(titles.recordedEvents, [.next(210, "Ada"), .next(230, "Grace")])
  /// ```
  public var recordedEvents: [Recorded<Event<Element>>] { lock.withLock { stored } }

  /// Whether the stream has completed or failed; a relay, a `Driver` or an error output
  /// never does.
  ///
  /// ```swift
  /// XCTAssertFalse(errors.isTerminated)
  /// ```
  public var isTerminated: Bool { lock.withLock { terminal != nil } }

  /// The values the waits have not returned yet, in arrival order.
  ///
  /// ```swift
  /// _ = try await errors.next()
  /// XCTAssertEqual(errors.pendingValues.count, 0)  // nothing arrived after it
  /// ```
  public var pendingValues: [Element] {
    lock.withLock { Array(storedValues[min(cursor, storedValues.count)...]) }
  }

  /// Forgets everything recorded so far and resets the waits' cursor; recording goes on.
  ///
  /// ```swift
  /// errors.removeAll()
  /// ```
  public func removeAll() {
    lock.withLock {
      stored.removeAll()
      storedValues.removeAll()
      cursor = 0
    }
    changes.signal()
  }

  /// Stops recording; what was recorded stays readable.
  ///
  /// ```swift
  /// errors.dispose()
  /// ```
  public func dispose() {
    subscription.dispose()
  }

  deinit {
    subscription.dispose()
  }

  // MARK: - For the waits

  /// What the waits look at: the values, the cursor and the terminal event, read together.
  struct Snapshot {
    let values: [Element]
    let cursor: Int
    let terminal: Event<Element>?
  }

  var snapshot: Snapshot {
    lock.withLock {
      Snapshot(values: storedValues, cursor: min(cursor, storedValues.count), terminal: terminal)
    }
  }

  /// Moves the cursor from `expected` to `new`, unless another wait moved it meanwhile.
  func advanceCursor(from expected: Int, to new: Int) -> Bool {
    lock.withLock {
      guard cursor == expected else { return false }
      cursor = new
      return true
    }
  }
}
