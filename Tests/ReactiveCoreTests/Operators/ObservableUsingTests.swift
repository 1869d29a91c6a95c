import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's ObservableUsingTest (testUsing_Complete, _Error, _Dispose,
/// _ThrowResourceSelector, _ThrowResourceUsage).
final class ObservableUsingTests: CoreTestCase {
  /// A resource that logs, in virtual time, when it is made and when it is disposed.
  private final class Resource: Disposable, Sendable {
    let scheduler: TestScheduler
    let ticks = Locked<[TestTime]>([])
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
    let resource = Locked<Resource?>(nil)
    let xs = Locked<TestableObservable<Int>?>(nil)
    let res = scheduler.start(disposed: disposed) {
      Observable.using(
        { () -> Resource in
          let made = Resource(scheduler: scheduler)
          resource.withLock { $0 = made }
          return made
        },
        observableFactory: { _ in
          let cold = scheduler.createColdObservable(events)
          xs.withLock { $0 = cold }
          return cold.asObservable()
        })
    }
    return (res, resource.value, xs.value)
  }

  func testCompleteDisposesTheResourceAtTheEnd() {
    let (res, resource, xs) = run([.next(100, 200), .completed(200)])
    XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
    XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(resource?.ticks.value, [200, 400])
  }

  func testErrorDisposesTheResource() {
    let (res, resource, _) = run([.next(100, 200), .error(500, testError)])
    XCTAssertEqual(res.events, [.next(300, 200), .error(700, testError)])
    XCTAssertEqual(resource?.ticks.value, [200, 700])
  }

  func testDisposeDisposesTheResource() {
    let (res, resource, xs) = run(disposed: 600, [.next(100, 200), .next(1000, 1)])
    XCTAssertEqual(res.events, [.next(300, 200)])
    XCTAssertEqual(xs?.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(resource?.ticks.value, [200, 600])
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
    let outcome = Locked<[String]>([])
    let single = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(1) })
    single.subscribe(onSuccess: { outcome.append("success(\($0))") }).dispose()
    XCTAssertEqual(outcome.value, ["success(1)"])
    XCTAssertTrue(resource.isDisposed)
  }
}
