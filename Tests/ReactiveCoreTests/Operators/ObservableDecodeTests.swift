import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

final class ObservableDecodeTests: CoreTestCase {
  private struct Note: Decodable, Equatable {
    let id: Int
  }

  /// RxSwift 6 (Observable+Decode): each element decoded; the decoder's error fails it.
  func testDecodesEachElementAndFailsWithTheDecodingError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Data(#"{"id": 1}"#.utf8)), .next(220, Data("not json".utf8)),
      .next(230, Data(#"{"id": 3}"#.utf8)),
    ])
    let res = scheduler.start { xs.decode(type: Note.self, decoder: JSONDecoder()) }
    XCTAssertEqual(res.events.count, 2)
    XCTAssertEqual(res.events.first, .next(210, Note(id: 1)))
    guard case .error(let error) = res.events.last?.value else {
      return XCTFail("expected a decoding error, got \(res.events)")
    }
    XCTAssertTrue(error is DecodingError)
    XCTAssertEqual(res.events.last?.time, 220)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
