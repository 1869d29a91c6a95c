import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableNeverTests: CoreTestCase {
  func testNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.never() }
    XCTAssertEqual(res.events, [])
  }

  func testNeverRunsOnDisposedOnlyWhenDisposed() {
    var log: [String] = []
    let subscription = Observable<Int>.never().subscribe(
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, [])
    subscription.dispose()
    XCTAssertEqual(log, ["disposed"])
  }
}
