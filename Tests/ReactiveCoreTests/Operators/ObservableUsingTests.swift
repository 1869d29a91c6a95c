import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's ObservableUsingTest (testUsing_Complete, _Error, _Dispose,
/// _ThrowResourceSelector, _ThrowResourceUsage).
final class ObservableUsingTests: CoreTestCase {
  /// A resource that logs, in virtual time, when it is made and when it is disposed (used on
  /// the test thread only).
  private final class Resource: Disposable, @unchecked Sendable {
    let scheduler: TestScheduler
    private(set) var ticks: [TestTime] = []
    init(scheduler: TestScheduler) {
      self.scheduler = scheduler
      ticks.append(scheduler.clock)
    }
    func dispose() { ticks.append(scheduler.clock) }
  }

  private func run(
    disposed: TestTime = 1000, _ events: [Recorded<Event<Int>>]
  ) -> (TestableObserver<Int>, Resource?, TestableObservable<Int>?) {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: Resource?
    var xs: TestableObservable<Int>?
    let res = scheduler.start(disposed: disposed) {
      Observable.using(
        { () -> Resource in
          let made = Resource(scheduler: scheduler)
          resource = made
          return made
        },
        observableFactory: { _ in
          let cold = scheduler.createColdObservable(events)
          xs = cold
          return cold.asObservable()
        })
    }
    return (res, resource, xs)
  }

  func testCompleteDisposesTheResourceAtTheEnd() {
    let (res, resource, xs) = run([.next(100, 200), .completed(200)])
    XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
    XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(resource?.ticks, [200, 400])
  }

  func testErrorDisposesTheResource() {
    let (res, resource, _) = run([.next(100, 200), .error(500, testError)])
    XCTAssertEqual(res.events, [.next(300, 200), .error(700, testError)])
    XCTAssertEqual(resource?.ticks, [200, 700])
  }

  func testDisposeDisposesTheResource() {
    let (res, resource, xs) = run(disposed: 600, [.next(100, 200), .next(1000, 1)])
    XCTAssertEqual(res.events, [.next(300, 200)])
    XCTAssertEqual(xs?.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(resource?.ticks, [200, 600])
  }

  func testThrowingFactoriesFail() {
    let scheduler = TestScheduler(initialClock: 0)
    let failingResource = scheduler.start {
      Observable<Int>.using(
        { () throws -> BooleanDisposable in throw testError },
        observableFactory: { _ in .never() })
    }
    XCTAssertEqual(failingResource.events, [.error(200, testError)])
    let made = BooleanDisposable()
    let failingUsage = TestScheduler(initialClock: 0).start {
      Observable<Int>.using({ made }, observableFactory: { _ in throw testError })
    }
    XCTAssertEqual(failingUsage.events, [.error(200, testError)])
    XCTAssertTrue(made.isDisposed)
  }

  func testPrimitiveSequenceUsing() {
    let resource = BooleanDisposable()
    var outcome: [String] = []
    let single = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(1) })
    single.subscribe(onSuccess: { outcome.append("success(\($0))") }).dispose()
    XCTAssertEqual(outcome, ["success(1)"])
    XCTAssertTrue(resource.isDisposed)
  }
}
