import ErrorFlow
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

// The code of the DocC article Testing.md, compiled and run so the article stays true.

private enum GreetingError: Error, Equatable {
  case emptyName
}

private final class GreetingViewModel {
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

private final class SearchViewModel {
  let results: Observable<[String]>

  init(query: Observable<String>, search: @escaping (String) async throws -> [String]) {
    results = query.flatMapLatest { text in Observable.async { try await search(text) } }
  }
}

private enum NotesError: LocalizedError {
  case unreadable
  var errorDescription: String? { "The notes could not be read." }
}

/// Fails its first `failures` loads, then answers `["Welcome"]`.
private actor FailingNotesUseCase {
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
private final class NotesViewModel {
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

final class TestingArticleTests: TestingTestCase {
  func testGreetsNamesAndReportsEmptyOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([
      .next(210, "Ada"), .next(220, ""), .next(230, "Grace"),
    ])
    let data = scheduler.createObserver(String.self)
    let errors = scheduler.createObserver(GreetingError.self)
    do {
      let viewModel = GreetingViewModel(names: names.asObservable())
      let disposeBag = DisposeBag()
      scheduler.scheduleAt(200) {
        viewModel.data.subscribe(data).disposed(by: disposeBag)
        viewModel.errors.subscribe(errors).disposed(by: disposeBag)
      }

      scheduler.advanceTo(215)
      XCTAssertEqual(data.events, [.next(210, "Hello, Ada!")])
      scheduler.start()
    }

    XCTAssertEqual(data.events, [.next(210, "Hello, Ada!"), .next(230, "Hello, Grace!")])
    XCTAssertEqual(errors.events, [.next(220, .emptyName)])
    XCTAssertEqual(errors.events.map(\.description), ["next(emptyName) @ 220"])
    XCTAssertEqual(names.subscriptions, [Subscription(0, 230)])
  }

  // "Errors from a view model's tracker": awaiting the tracked work, so it cannot flake.
  @MainActor
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

  // "Errors from a view model's tracker": the bus recorder.
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

  // "Async code"
  func testSearchShowsTheServiceResults() async throws {
    let viewModel = SearchViewModel(query: Observable.just("swift")) { text in
      ["\(text) 6", "\(text)UI"]
    }
    let results = try await viewModel.results.firstValue(timeout: .seconds(1))
    XCTAssertEqual(results, ["swift 6", "swiftUI"])
  }

  // "Async code": the timeout's description.
  func testAsyncTimeoutDescription() {
    let error = AsyncWaitError(
      operation: "values(count: 3)", reason: .timedOut(after: .seconds(1)),
      received: [String(reflecting: "idle"), String(reflecting: "loading")])
    XCTAssertEqual(
      error.description,
      #"values(count: 3) timed out after 1.0 seconds; received 2 values: ["idle", "loading"]"#)
  }
}
