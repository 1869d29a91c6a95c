import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableEmptyTests: CoreTestCase {
  func testEmptyCompletesAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.empty() }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testEmptyRunsOnDisposed() {
    let log = Locked<[String]>([])
    _ = Observable<Int>.empty().subscribe(
      onNext: { _ in log.append("next") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log.value, ["completed", "disposed"])
  }
}
