import ErrorFlow
import Foundation

// The app the doc-comment examples of ErrorFlowTesting and ErrorFlowTestSupport test: a notes
// screen whose loads fail.

enum NotesError: LocalizedError, Equatable {
  case offline, unreadable, timeout

  var errorDescription: String? {
    switch self {
    case .offline: "Check your connection."
    case .unreadable: "The notes could not be read."
    case .timeout: "The server took too long."
    }
  }
}

/// The network layer's error, in the app's language, with its own alert title.
struct NoConnection: AppErrorProtocol {
  var errorDescription: String? { "인터넷 연결을 확인해주세요." }
  var alertTitle: String { "오류" }
}

protocol NotesUseCase: Sendable {
  func loadNotes() async throws -> [String]
}

/// A use case whose every load fails offline.
struct OfflineNotes: NotesUseCase {
  func loadNotes() async throws -> [String] { throw NoConnection() }
}

/// A use case whose every load fails to read.
struct UnreadableNotes: NotesUseCase {
  func loadNotes() async throws -> [String] { throw NotesError.unreadable }
}

/// A view model that loads on `load()` and on each `.refresh` input, in work its tracker runs.
final class NotesViewModel: Sendable {
  enum Input: Sendable { case refresh }

  let tracker = ErrorTracker()
  let input = PublishRelay<Input>()
  let notes = BehaviorRelay<[String]>(value: [])
  private let useCase: any NotesUseCase
  private let subscription: Disposable

  init(useCase: any NotesUseCase) {
    self.useCase = useCase
    let tracker = tracker
    let notes = notes
    subscription = input.subscribe(onNext: { _ in
      Self.load(useCase, tracker: tracker, into: notes)
    })
  }

  deinit { subscription.dispose() }

  func load() { Self.load(useCase, tracker: tracker, into: notes) }

  private static func load(
    _ useCase: any NotesUseCase, tracker: ErrorTracker, into notes: BehaviorRelay<[String]>
  ) {
    tracker.perform(context: .pageLoad) { notes.accept(try await useCase.loadNotes()) }
  }
}
