import ErrorFlow
import ErrorFlowTesting
import Testing
import XCTest

// "Async code": a stream's first value awaited, in XCTest and in Swift Testing.

final class SearchViewModel {
  let results: Observable<[String]>

  init(query: Observable<String>, search: @escaping @Sendable (String) async throws -> [String]) {
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

extension TestingArticleStatementsTests {
  // "Async code"
  func testSearchShowsTheServiceResultsRuns() async throws {
    try await testSearchShowsTheServiceResults()
  }
}
