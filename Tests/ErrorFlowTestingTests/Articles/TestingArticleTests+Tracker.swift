import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// "Errors from a view model's tracker": the tracker's errors, and the bus's, recorded.

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
    let notes = StreamRecorder(viewModel.notes)

    viewModel.load()  // fails
    await viewModel.tracker.waitUntilIdle()
    viewModel.load()  // works: the data output is still alive
    await viewModel.tracker.waitUntilIdle()

    XCTAssertEqual(errors.userMessages, ["The notes could not be read."])
    XCTAssertEqual(errors.contexts, [.pageLoad])
    XCTAssertEqual(notes.values, [["Welcome"]])
    notes.dispose()
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

extension TestingArticleStatementsTests {
  // "Errors from a view model's tracker": the bus recorder.
  func testTenIdenticalFailuresAreGatheredRuns() {
    testTenIdenticalFailuresAreGathered()
  }
}
