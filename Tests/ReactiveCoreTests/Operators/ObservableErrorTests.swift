import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableErrorTests: CoreTestCase {
  func testErrorFailsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.error(testError) }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testErrorReachesOnError() {
    let received = Locked<[TestError]>([])
    _ = Observable<Int>.error(testError2).subscribe(onError: {
      received.append($0 as? TestError ?? TestError(-1))
    })
    XCTAssertEqual(received.value, [testError2])
  }
}
