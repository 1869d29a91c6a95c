import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

// The examples of BlockingObservable.swift, BlockingObservable+Operators.swift,
// MaterializedSequenceResult.swift and AsyncWaitError.swift, as tests (.ci/doc-comment-tests
// checks each appears here verbatim).

private struct FetchService {
  func fetch() -> Observable<[String]> { .just(["Welcome"]) }
}

final class BlockingAndWaitErrorDocCommentTests: XCTestCase {
  func testBlockingOperators() throws {
    let values = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()  // [1, 2, 3]
    XCTAssertEqual(values, [1, 2, 3])
    let service = FetchService()
    let first = try service.fetch().toBlocking(timeout: 2).first()
    XCTAssertEqual(first, ["Welcome"])
    XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).toArray(), [1, 2])
    XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).first(), 1)
    XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).last(), 2)
    XCTAssertEqual(try Observable.just(1).toBlocking(timeout: 1).single(), 1)
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking(timeout: 1).single { $0 > 2 }, 3)
  }

  func testMaterializing() {
    let source = Observable.just(1).concat(Observable<Int>.error(TestError(1)))
    if case .failed(let elements, let error) = source.toBlocking(timeout: 1).materialize() {
      print(elements, error)
    }
    switch Observable.of(1, 2).toBlocking(timeout: 1).materialize() {
    case .completed(let elements): print(elements)  // [1, 2]
    case .failed(let elements, let error): print(elements, error)
    }
    print(Observable.of(1).toBlocking().materialize())  // completed([1])
    XCTAssertEqual("\(Observable.of(1).toBlocking().materialize())", "completed([1])")
    guard case .failed(let elements, let error) = source.toBlocking(timeout: 1).materialize()
    else { return XCTFail("completed") }
    XCTAssertEqual(elements, [1])
    XCTAssertEqual(error as? TestError, TestError(1))
  }

  func testATimedOutWaitSaysWhatArrived() async throws {
    let viewModel = (titles: Observable.of("a", "b").concat(Observable.never()), ())
    do {
      _ = try await viewModel.titles.values(count: 3, timeout: .milliseconds(100))
    } catch let error as AsyncWaitError {
      print(error)
      // values(count: 3) timed out after 0.1 seconds; received 2 values: ["a", "b"]
    }
    do {
      _ = try await viewModel.titles.values(count: 3, timeout: .milliseconds(100))
      XCTFail("did not time out")
    } catch let error as AsyncWaitError {
      XCTAssertEqual(
        error.description,
        #"values(count: 3) timed out after 0.1 seconds; received 2 values: ["a", "b"]"#)
      if case .timedOut(let after) = error.reason { print("gave up after \(after)") }
      XCTAssertEqual(error.reason, .timedOut(after: .milliseconds(100)))
    }
  }

  func testWhatArrivedIsListedAsText() async throws {
    let states = Observable.of("idle", "loading").concat(Observable.never())
    do {
      _ = try await states.values(count: 3, timeout: .milliseconds(50))
      XCTFail("did not time out")
    } catch let error as AsyncWaitError {
      XCTAssertEqual(error.received, ["\"idle\"", "\"loading\""])
    }
  }

  func testMakingAWaitError() {
    let error = AsyncWaitError(
      operation: "firstValue()", reason: .timedOut(after: .seconds(1)), received: [])
    XCTAssertTrue(error.description.hasPrefix("firstValue() timed out"))
  }
}
