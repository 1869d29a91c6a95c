import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ErrorFlowTestingXCTest
import ReactiveCore
import XCTest

private struct TestError: Error, CustomStringConvertible {
  let code: Int
  var description: String { "TestError(\(code))" }
}

final class XCTAssertEqualTraitEventsTests: FailureCapturingTestCase {
  func testSingleEvents() {
    let events = Locked<[SingleEvent<Int>]>([])
    _ = Single.just(1).subscribe { events.append($0) }
    _ = Single<Int>.error(TestError(code: 1)).subscribe { events.append($0) }
    let line = #line + 3
    let reported = failures {
      XCTAssertEqual(events.value, [.success(1), .failure(TestError(code: 1))])
      XCTAssertEqual(events.value, [.success(1), .failure(TestError(code: 2))])
    }
    XCTAssertEqual(reported.map(\.line), [line])
    XCTAssertEqual(
      reported.first?.description.contains(
        """
        - [1] failure(TestError(2))
        + [1] failure(TestError(1))
        """), true, reported.first?.description ?? "")
  }

  func testMaybeEvents() {
    let events = Locked<[MaybeEvent<Int>]>([])
    _ = Maybe.just(1).subscribe { events.append($0) }
    _ = Maybe<Int>.empty().subscribe { events.append($0) }
    _ = Maybe<Int>.error(TestError(code: 1)).subscribe { events.append($0) }
    let reported = failures {
      XCTAssertEqual(events.value, [.success(1), .completed, .error(TestError(code: 1))])
      XCTAssertEqual(events.value, [.success(2), .completed, .error(TestError(code: 1))])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.description.contains("+ [0] success(1)"), true)
  }

  func testCompletableEvents() {
    let events = Locked<[CompletableEvent]>([])
    _ = Completable.empty().subscribe { events.append($0) }
    _ = Completable.error(TestError(code: 1)).subscribe { events.append($0) }
    let reported = failures {
      XCTAssertEqual(events.value, [.completed, .error(TestError(code: 1))])
      XCTAssertEqual(events.value, [.completed])
    }
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.description.contains("+ [1] error(TestError(1))"), true)
  }
}
