import ErrorFlow
import ErrorFlowConsole
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import Testing
import XCTest

// The code of the DocC article Testing.md, in the article's order, as written there: its test
// blocks are checked to appear here verbatim (.ci/doc-samples), so the tests a reader copies are
// the tests that run. The article's top-level statements and free test functions run in
// TestingArticleStatementsTests at the end.

enum GreetingError: Error, Equatable {
  case emptyName
}

final class GreetingViewModel {
  let data: Observable<String>
  let errors: Observable<GreetingError>

  private let dataSubject = PublishSubject<String>()
  private let errorSubject = PublishSubject<GreetingError>()
  private let disposeBag = DisposeBag()

  init(names: Observable<String>) {
    data = dataSubject.asObservable()
    errors = errorSubject.asObservable()
    names
      .subscribe(onNext: { [dataSubject, errorSubject] name in
        if name.isEmpty {
          errorSubject.onNext(.emptyName)
        } else {
          dataSubject.onNext("Hello, \(name)!")
        }
      })
      .disposed(by: disposeBag)
  }
}

final class GreetingViewModelTests: XCTestCase {
  func testGreetsNamesAndReportsEmptyOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([
      .next(210, "Ada"), .next(220, ""), .next(230, "Grace"),
    ])
    let viewModel = GreetingViewModel(names: names.asObservable())
    let data = scheduler.createObserver(String.self)
    let errors = scheduler.createObserver(GreetingError.self)
    let disposeBag = DisposeBag()
    scheduler.scheduleAt(200) {
      viewModel.data.subscribe(data).disposed(by: disposeBag)
      viewModel.errors.subscribe(errors).disposed(by: disposeBag)
    }

    scheduler.start()

    XCTAssertEqual(data.events, [.next(210, "Hello, Ada!"), .next(230, "Hello, Grace!")])
    XCTAssertEqual(errors.events, [.next(220, .emptyName)])
  }
}

func assertEmptyNameReported(_ errors: TestableObserver<any Error>) {
  XCTAssertEqual(errors.events.map(\.description), ["next(emptyName) @ 220"])
}

extension GreetingViewModelTests {
  func testGreetsAdaBeforeTheEmptyName() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([.next(210, "Ada"), .next(220, "")])
    let viewModel = GreetingViewModel(names: names.asObservable())
    let data = scheduler.createObserver(String.self)
    let subscription = viewModel.data.subscribe(data)

    scheduler.advanceTo(215)
    XCTAssertEqual(data.events, [.next(210, "Hello, Ada!")])
    scheduler.start()
    subscription.dispose()
  }
}

enum NotesError: LocalizedError {
  case unreadable
  var errorDescription: String? { "The notes could not be read." }
}

/// Fails its first `failures` loads, then answers `["Welcome"]`.
actor FailingNotesUseCase {
  private var failures: Int
  init(failures: Int) { self.failures = failures }

  func loadNotes() throws(NotesError) -> [String] {
    guard failures == 0 else {
      failures -= 1
      throw .unreadable
    }
    return ["Welcome"]
  }
}

@MainActor
final class NotesViewModel {
  let tracker = ErrorTracker()
  let notes = PublishRelay<[String]>()
  private let useCase: FailingNotesUseCase

  init(useCase: FailingNotesUseCase) { self.useCase = useCase }

  var errors: Observable<AppError> { tracker.errors }

  func load() {
    tracker.perform(context: .pageLoad) { () async throws(NotesError) in
      self.notes.accept(try await self.useCase.loadNotes())
    }
  }
}

@MainActor
final class NotesViewModelTests: XCTestCase {
  func testLoadFailureIsAPageLoadErrorAndTheDataStreamLivesOn() async {
    let viewModel = NotesViewModel(useCase: FailingNotesUseCase(failures: 1))
    let errors = ErrorRecorder(viewModel.errors)
    var notes: [[String]] = []
    let subscription = viewModel.notes.subscribe(onNext: { notes.append($0) })

    viewModel.load()  // fails
    await viewModel.tracker.waitUntilIdle()
    viewModel.load()  // works: the data output is still alive
    await viewModel.tracker.waitUntilIdle()

    XCTAssertEqual(errors.userMessages, ["The notes could not be read."])
    XCTAssertEqual(errors.contexts, [.pageLoad])
    XCTAssertEqual(notes, [["Welcome"]])
    subscription.dispose()
    errors.dispose()
  }
}

func testTenIdenticalFailuresAreGathered() {
  let scheduler = TestScheduler(initialClock: 0)
  let bus = ErrorBus(scheduler: scheduler)
  let recorder = ErrorRecorder(bus: bus)
  let unreadable = AppError(NotesError.unreadable, context: .action)

  for _ in 0..<10 { bus.publish(unreadable) }
  scheduler.start()  // the coalescing window ends

  XCTAssertEqual(recorder.noticeCounts, [1, 9])  // shown at once, then one follow-up for nine
  XCTAssertEqual(bus.counters.published, 10)
  recorder.dispose()
}

@Test(.errorExpectations) @MainActor
func aFailedProfileLoadIsAnErrorPageAndALogRecord() async throws {
  let errors = try #require(ErrorExpectations.current)
  let bus = ErrorBus(logger: ErrorLogger(sinks: [InMemoryLogSink()]))
  let viewModel = ProfileViewModel(bus: bus) { () async throws(ProfileError) -> String in
    throw .offline
  }

  await viewModel.load().value

  errors.expectError("Check your connection.", context: .pageLoad)
  errors.expectNotice(.errorPage(title: "Error", message: "Check your connection."))
  errors.expectLog(level: .notifyUser, context: .pageLoad)
}

final class SearchViewModel {
  let results: Observable<[String]>

  init(query: Observable<String>, search: @escaping (String) async throws -> [String]) {
    results = query.flatMapLatest { text in Observable.async { try await search(text) } }
  }
}

func testSearchShowsTheServiceResults() async throws {
  let viewModel = SearchViewModel(query: Observable.just("swift")) { text in
    ["\(text) 6", "\(text)UI"]
  }
  let results = try await viewModel.results.firstValue(timeout: .seconds(1))
  XCTAssertEqual(results, ["swift 6", "swiftUI"])
}

@Test func searchShowsTheServiceResults() async throws {
  let viewModel = SearchViewModel(query: Observable.just("swift")) { text in
    ["\(text) 6", "\(text)UI"]
  }
  #expect(try await viewModel.results.firstValue(timeout: .seconds(1)) == ["swift 6", "swiftUI"])
}

struct NotesService {
  func load() -> Observable<String> {
    Observable.from(["Welcome", "Shopping"])
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
  }
}

func assertRecorded<Value: Equatable>(
  _ actual: [Value], _ expected: [Value], file: StaticString = #filePath, line: UInt = #line
) {
  if let diff = EventDiff.describe(expected: expected, actual: actual) {
    XCTFail(diff, file: file, line: line)
  }
}

func expectRecorded<Value: Equatable>(
  _ actual: [Value], _ expected: [Value], sourceLocation: SourceLocation = #_sourceLocation
) {
  if let diff = EventDiff.describe(expected: expected, actual: actual) {
    Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
  }
}

enum ProfileError: LocalizedError {
  case offline
  var errorDescription: String? { "Check your connection." }
}

@MainActor
final class ProfileViewModel {
  let name = BehaviorRelay<String>(value: "")
  let tracker: ErrorTracker
  private let fetchName: @Sendable () async throws(ProfileError) -> String

  init(
    bus: ErrorBus? = nil,
    fetchName: @escaping @Sendable () async throws(ProfileError) -> String
  ) {
    tracker = ErrorTracker(bus: bus)
    self.fetchName = fetchName
  }

  var errors: Observable<AppError> { tracker.errors }

  /// Loads the name; returns the task, so a caller can cancel it or await it.
  @discardableResult
  func load() -> Task<Void, Never> {
    tracker.perform(context: .pageLoad) { () async throws(ProfileError) in
      self.name.accept(try await self.fetchName())
    }
  }
}

@MainActor
final class ProfileViewModelTests: XCTestCase {
  func testAFailedLoadIsOnePageLoadErrorAndTheNameStaysEmpty() async {
    await withErrorExpectations { errors in
      let viewModel = ProfileViewModel { () async throws(ProfileError) -> String in
        throw .offline
      }

      await viewModel.load().value

      errors.expectError("Check your connection.", context: .pageLoad)
      XCTAssertEqual(viewModel.name.value, "")
    }
  }

  func testALoadThatWorksShowsTheNameAndPublishesNothing() async {
    await withErrorExpectations { _ in
      let viewModel = ProfileViewModel { "Ada" }

      await viewModel.load().value

      XCTAssertEqual(viewModel.name.value, "Ada")
    }
  }
}

enum FeedError: LocalizedError {
  case unreachable
  case unknown(Error)

  var errorDescription: String? {
    switch self {
    case .unreachable: "The feed is unreachable."
    case .unknown: "Something went wrong."
    }
  }
}

final class FeedViewModel: Sendable {
  enum Input {
    case refresh
  }

  struct Output {
    var items: Observable<[String]>
    var error: Observable<FeedError>
  }

  private let _input = PublishSubject<Input>()
  var input: AnyObserver<Input> { _input.asObserver() }
  private let _items = PublishSubject<[String]>()
  private let _error = PublishSubject<FeedError>()
  let output: Output
  private let fetch: @Sendable () async throws -> [String]
  private let disposeBag = DisposeBag()

  init(fetch: @escaping @Sendable () async throws -> [String]) {
    self.fetch = fetch
    output = Output(items: _items.asObservable(), error: _error.asObservable())
    _input.subscribe(with: self) { owner, input in
      switch input {
      case .refresh: owner.refresh()
      }
    }.disposed(by: disposeBag)
  }

  private func refresh() {
    Task {
      do {
        _items.onNext(try await fetch())
      } catch let error as FeedError {
        _error.onNext(error)
      } catch {
        _error.onNext(.unknown(error))
      }
    }
  }
}

/// Answers each fetch with the next of its results.
actor ScriptedFeed {
  private var results: [Result<[String], FeedError>]

  init(_ results: [Result<[String], FeedError>]) { self.results = results }

  func fetch() throws -> [String] {
    guard !results.isEmpty else { throw FeedError.unreachable }
    return try results.removeFirst().get()
  }
}

@Test func everyRefreshShowsItsOutcomeAndTheItemsOutputLivesOn() async throws {
  let feed = ScriptedFeed([.failure(.unreachable), .success(["Welcome"])])
  let viewModel = FeedViewModel { try await feed.fetch() }
  let items = StreamRecorder(viewModel.output.items)
  let errors = StreamRecorder(viewModel.output.error)

  viewModel.input.onNext(.refresh)  // fails, in a task the view model keeps to itself
  let error = try await errors.next()
  #expect(error.errorDescription == "The feed is unreachable.")

  viewModel.input.onNext(.refresh)  // works: the items output survived the failure
  #expect(try await items.next() == ["Welcome"])
  #expect(!items.isTerminated && !errors.isTerminated)
}

enum LookupError: LocalizedError {
  case notFound
  var errorDescription: String? { "No such user." }
}

final class UserLookupViewModel {
  let query = PublishRelay<String>()
  let name: Driver<String>
  let errorMessage: Signal<String>

  init(scheduler: SchedulerType, lookUp: @escaping (String) -> Observable<String>) {
    let tracker = ErrorTracker()
    let typed = query.debounce(.milliseconds(300), scheduler: scheduler)
    name = typed.flatMapLatest { text in lookUp(text).trackError(tracker, context: .action) }
      .asDriver(onErrorJustReturn: "")
    errorMessage = tracker.errors.map { $0.userMessage ?? "" }.asSignal(onErrorJustReturn: "")
  }
}

final class UserLookupViewModelTests: XCTestCase {
  func testLooksUpAfterAPauseAndAFailureLeavesTheNameAlive() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    withErrorExpectations { errors in
      SharingScheduler.mock(scheduler: scheduler) {
        let viewModel = UserLookupViewModel(scheduler: scheduler) { text in
          text == "nobody" ? .error(LookupError.notFound) : .just(text.capitalized)
        }
        let names = StreamRecorder(viewModel.name, scheduler: scheduler)
        let messages = StreamRecorder(viewModel.errorMessage, scheduler: scheduler)
        let typing = scheduler.createHotObservable([
          .next(100, "a"), .next(200, "ada"), .next(600, "nobody"), .next(1_000, "grace"),
        ])
        let subscription = typing.bind(to: viewModel.query)

        scheduler.start()

        XCTAssertEqual(names.recordedEvents, [.next(501, "Ada"), .next(1_301, "Grace")])
        XCTAssertEqual(messages.recordedEvents, [.next(901, "No such user.")])
        errors.expectError("No such user.", context: .action)
        subscription.dispose()
      }
    }
  }
}

final class ConsoleTranscriptTests: XCTestCase {
  func testAnAlertWaitsForItsAnswerAndAToastDoesNot() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 36, usesASCII: false)),
      output: buffer, input: ScriptedInput(["d"]))
    let bus = ErrorBus()
    let subscription = view.bind(to: bus)

    bus.publish(ProfileError.offline, context: .authentication)  // an alert
    bus.publish(ProfileError.offline, context: .action)  // a toast

    XCTAssertEqual(
      buffer.text,
      """
      ┌──────────────────────────────────┐
      │ Error                            │
      ├──────────────────────────────────┤
      │ Check your connection.           │
      │                                  │
      │ [d] Dismiss                      │
      └──────────────────────────────────┘
      Choose [d]: d
      ! Check your connection.

      """)
    subscription.dispose()
  }
}

final class TestingArticleStatementsTests: XCTestCase {
  // "Time-based operators"
  func testDebounceInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let queries = scheduler.createHotObservable([
      .next(210, "a"), .next(300, "ab"), .next(650, "abc"),
    ])
    let res = scheduler.start {
      queries.debounce(.milliseconds(300), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(600, "ab"), .next(950, "abc")])
  }

  // "Errors from a view model's tracker": the bus recorder.
  func testTenIdenticalFailuresAreGatheredRuns() {
    testTenIdenticalFailuresAreGathered()
  }

  // "Async code"
  func testSearchShowsTheServiceResultsRuns() async throws {
    try await testSearchShowsTheServiceResults()
  }

  // "Blocking helpers"
  func testBlockingHelpers() throws {
    let service = NotesService()
    let values = try service.load().toBlocking(timeout: 2).toArray()
    let first = try service.load().toBlocking(timeout: 2).first()
    XCTAssertEqual(values, ["Welcome", "Shopping"])
    XCTAssertEqual(first, "Welcome")
  }
}

// "Waits in virtual time": a view model that retries, tested on a TestClock.

enum InboxError: AppErrorProtocol {
  case offline

  var errorDescription: String? { "You are offline." }
  var level: ErrorLevel { .retryable }
}

@MainActor
final class InboxViewModel {
  let tracker: ErrorTracker
  let messages = BehaviorRelay<[String]>(value: [])
  private let retry: RetryPolicy
  private let fetch: @Sendable () async throws(InboxError) -> [String]

  /// The app passes nothing: the wall clock and the default policy.
  init(
    clock: any Clock<Duration> = ContinuousClock(), retry: RetryPolicy = .default,
    fetch: @escaping @Sendable () async throws(InboxError) -> [String]
  ) {
    tracker = ErrorTracker(clock: clock)
    self.retry = retry
    self.fetch = fetch
  }

  func refresh() {
    tracker.perform(context: .pageLoad, retry: retry) {
      [fetch, messages] () async throws(InboxError) in
      messages.accept(try await fetch())
    }
  }
}

@MainActor
final class InboxViewModelTests: XCTestCase {
  func testAnOfflineInboxIsTriedThreeTimesThenReported() async throws {
    let clock = TestClock()
    var policy = RetryPolicy.default
    policy.jitter = .fixed(1)  // the whole ceiling: waits of 0.5 s, then 1 s
    let viewModel = InboxViewModel(clock: clock, retry: policy) { () throws(InboxError) in
      throw .offline
    }
    let errors = ErrorRecorder(viewModel.tracker.errors)

    viewModel.refresh()
    try await clock.waitForSleepers()  // attempt 1 failed at 0 s
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(500))])
    clock.advance(by: .milliseconds(500))  // attempt 2, at 0.5 s
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(1_500))])
    XCTAssertEqual(errors.count, 0)  // the user sees nothing during the round
    clock.advance(by: .seconds(1))  // attempt 3, at 1.5 s: the last
    try await errors.waitUntil(count: 1)

    XCTAssertEqual(errors.userMessages, ["You are offline."])
    XCTAssertEqual(errors.errors.map(\.attempts), [3])
    XCTAssertEqual(clock.now, TestClock.Instant(offset: .milliseconds(1_500)))
    errors.dispose()
  }
}
