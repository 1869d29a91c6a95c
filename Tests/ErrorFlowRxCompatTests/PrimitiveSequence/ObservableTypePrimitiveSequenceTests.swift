import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableTypePrimitiveSequenceTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  /// Starts a fresh scheduler (created 100, subscribed 200, disposed 1000) on `build`, so one
  /// test can run several scenarios; `scheduler` is the fresh one while `build` runs.
  private func start<Output: ObservableConvertibleType>(
    disposed: TestTime = 1000, _ build: @escaping () -> Output
  ) -> TestableObserver<Output.Element> {
    scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return scheduler.start(disposed: disposed, create: build)
  }

  func testAsSingleSendsTheOnlyElementAtCompletion() {
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAsSingleOfAnEmptySequenceFailsWithNoElements() {
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
  }

  func testAsSingleFailsAtTheSecondElement() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAsSingleForwardsTheError() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.error(230, testError)])
  }

  func testAsSingleDispose() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.asSingle() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testAsMaybeSendsTheElementAtCompletion() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    XCTAssertEqual(scheduler.start { xs.asMaybe() }.events, [.next(250, 1), .completed(250)])
  }

  func testAsMaybeOfAnEmptySequenceCompletes() {
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    XCTAssertEqual(scheduler.start { xs.asMaybe() }.events, [.completed(250)])
  }

  func testAsMaybeFailsAtTheSecondElement() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    XCTAssertEqual(
      scheduler.start { xs.asMaybe() }.events, [.error(220, RxError.moreThanOneElement)])
  }

  func testAsMaybeForwardsTheError() {
    let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
    XCTAssertEqual(scheduler.start { xs.asMaybe() }.events, [.error(230, testError)])
  }

  func testAsCompletableOfANeverElementSequence() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.ignoreElements().asCompletable() }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func testFirstIsASingleOfAnOptionalAsInRxSwift() {
    let first: Single<Int?> = Observable<Int>.empty().first()
    XCTAssertEqual(start { first.asObservable() }.events, [.next(200, nil), .completed(200)])
    let results = Locked<[Int?]>([])
    Observable.of(4, 5).first().subscribe(onSuccess: { results.append($0) }).dispose()
    XCTAssertEqual(results.value, [4])
  }
}
