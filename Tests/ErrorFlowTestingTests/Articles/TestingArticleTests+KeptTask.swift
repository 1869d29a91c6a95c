import ErrorFlow
import ErrorFlowTesting
import Foundation
import Testing

// Recipe "A view model that keeps its task": its outputs awaited through recorders.

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
