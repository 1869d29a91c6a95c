import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// The code of the DocC article GettingStarted.md, steps 1, 2 and 4, as written there: the
// article's test runs here, so the article stays true.

enum NotesError: LocalizedError {
  case offline
  case cancelled

  var errorDescription: String? {
    switch self {
    case .offline: "인터넷 연결을 확인해주세요."
    case .cancelled: nil  // never shown
    }
  }
}

protocol NotesUseCase: Sendable {
  func loadNotes() async throws(NotesError) -> [String]
}

@MainActor
final class NotesViewModel {
  let tracker: ErrorTracker
  let notes = BehaviorRelay<[String]>(value: [])
  private let useCase: any NotesUseCase

  init(useCase: any NotesUseCase, bus: ErrorBus? = nil) {
    self.useCase = useCase
    self.tracker = ErrorTracker(bus: bus)
  }

  /// The load failures, as values, on the main actor.
  var errors: Observable<AppError> { tracker.errors }
  /// `true` while a load runs.
  var isLoading: Driver<Bool> { tracker.isLoading }

  func load() {
    tracker.perform(context: .pageLoad) { () async throws(NotesError) in
      self.notes.accept(try await self.useCase.loadNotes())
    }
  }
}

/// Answers each call with the next of its results.
actor ScriptedNotes: NotesUseCase {
  private var results: [Result<[String], NotesError>]

  init(_ results: [Result<[String], NotesError>]) { self.results = results }

  func loadNotes() throws(NotesError) -> [String] {
    guard !results.isEmpty else { throw .cancelled }
    return try results.removeFirst().get()
  }
}

@MainActor
final class NotesViewModelTests: XCTestCase {
  func testAFailedLoadIsAnErrorPageAndTheNextLoadWorks() async {
    let viewModel = NotesViewModel(
      useCase: ScriptedNotes([.failure(.offline), .success(["Welcome"])]))
    let errors = ErrorRecorder(viewModel.errors)
    defer { errors.dispose() }

    viewModel.load()
    await viewModel.tracker.waitUntilIdle()
    XCTAssertEqual(errors.userMessages, ["인터넷 연결을 확인해주세요."])
    XCTAssertEqual(errors.contexts, [.pageLoad])
    XCTAssertEqual(
      errors.errors.map { PresentationPolicy.standard().presentation(for: $0) },
      [.errorPage(title: "Error", message: "인터넷 연결을 확인해주세요.")])
    XCTAssertEqual(viewModel.notes.value, [])

    viewModel.load()
    await viewModel.tracker.waitUntilIdle()
    XCTAssertEqual(errors.count, 1)
    XCTAssertEqual(viewModel.notes.value, ["Welcome"])
  }

  func testACancelledLoadShowsNothing() async {
    let viewModel = NotesViewModel(useCase: ScriptedNotes([.failure(.cancelled)]))
    let errors = ErrorRecorder(viewModel.errors)
    defer { errors.dispose() }

    viewModel.load()
    await viewModel.tracker.waitUntilIdle()
    XCTAssertEqual(errors.count, 0)
  }
}
