import ReactiveCore
import XCTest

final class DiagnosticsTests: CoreTestCase {
  func testCountsALiveSubscriptionAndGoesBackAfterDispose() {
    let start = Diagnostics.liveSubscriptions
    let startTotal = Resources.total
    let subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start + 1)
    XCTAssertEqual(Resources.total, startTotal + 1)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    XCTAssertEqual(Resources.total, startTotal)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start, "a second dispose counts nothing")
  }

  func testCountsEveryOperatorInAChain() {
    let start = Diagnostics.liveSubscriptions
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe()
    XCTAssertGreaterThan(Diagnostics.liveSubscriptions, start)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
  }

  func testACompletedSubscriptionIsCountedOut() {
    let start = Diagnostics.liveSubscriptions
    let subscription = Observable.just(1).map { $0 * 2 }.subscribe()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    subscription.dispose()
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
  }

  func testResourcesTotalMirrorsLiveSubscriptions() {
    XCTAssertEqual(Int(Resources.total), Diagnostics.liveSubscriptions)
  }
}
