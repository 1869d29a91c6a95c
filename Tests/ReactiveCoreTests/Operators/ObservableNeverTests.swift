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
    let log = Locked<[String]>([])
    let subscription = Observable<Int>.never().subscribe(
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    XCTAssertEqual(log.value, [])
    subscription.dispose()
    XCTAssertEqual(log.value, ["disposed"])
  }
}
