import ErrorFlow
import ErrorFlowTesting
import XCTest

// "Blocking helpers": a stream read to its end with `toBlocking`.

struct NotesService {
  func load() -> Observable<String> {
    Observable.from(["Welcome", "Shopping"])
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
  }
}

extension TestingArticleStatementsTests {
  // "Blocking helpers"
  func testBlockingHelpers() throws {
    let service = NotesService()
    let values = try service.load().toBlocking(timeout: 2).toArray()
    let first = try service.load().toBlocking(timeout: 2).first()
    XCTAssertEqual(values, ["Welcome", "Shopping"])
    XCTAssertEqual(first, "Welcome")
  }
}
