import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class SingleTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  /// Starts a fresh scheduler (created 100, subscribed 200, disposed 1000) on `build`, so one
  /// test can run several scenarios; `scheduler` is the fresh one while `build` runs.
  private func start<Output: ObservableConvertibleType>(
    disposed: TestTime = 1000, _ build: @escaping () -> Output
  ) -> TestableObserver<Output.Element> {
    scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return scheduler.start(disposed: disposed, create: build)
  }

  // Contract 1: a single sends one success; later reports are ignored.
  func testCreateDeliversOnlyTheFirstSuccess() {
    let log = PrimitiveSequenceTestLog()
    let single = Single<Int>.create { single in
      single(.success(1))
      single(.success(2))
      single(.failure(testError))
      return Disposables.create { log.record("released") }
    }
    let subscription = log.subscribe(single)
    subscription.dispose()
    XCTAssertEqual(log.entries, ["success(1)", "disposed", "released"])
  }

  // Contract 1: a failure ends the single; a later success is ignored.
  func testCreateDeliversOnlyTheFirstFailure() {
    let log = PrimitiveSequenceTestLog()
    let single = Single<Int>.create { single in
      single(.failure(testError))
      single(.success(2))
      return Disposables.create()
    }
    log.subscribe(single).dispose()
    XCTAssertEqual(log.entries, ["failure(TestError(1))", "disposed"])
  }

  // Contract 4: the create disposable runs once, whether the single ends or is disposed.
  func testCreateDisposableRunsOnceOnDispose() {
    let releases = Locked(0)
    let report = Locked<Single<Int>.SingleObserver?>(nil)
    let single = Single<Int>.create { single in
      report.withLock { $0 = single }
      return Disposables.create { releases.add(1) }
    }
    let log = PrimitiveSequenceTestLog()
    let subscription = log.subscribe(single)
    subscription.dispose()
    subscription.dispose()
    report.value?(.success(1))
    XCTAssertEqual(releases.value, 1)
    XCTAssertEqual(log.entries, ["disposed"])
  }

  func testCreateRunsOncePerSubscription() {
    let subscriptions = Locked(0)
    let single = Single<Int>.create { single in
      let subscription = subscriptions.withLock {
        $0 += 1
        return $0
      }
      single(.success(subscription))
      return Disposables.create()
    }
    let log = PrimitiveSequenceTestLog()
    log.subscribe(single).dispose()
    log.subscribe(single).dispose()
    XCTAssertEqual(log.entries, ["success(1)", "disposed", "success(2)", "disposed"])
  }

  func testSubscribeWithAnEventObserverReceivesTheOutcome() {
    let outcomes = Locked<[String]>([])
    let record: @Sendable (SingleEvent<Int>) -> Void = { event in
      switch event {
      case .success(let value): outcomes.append("success(\(value))")
      case .failure(let error): outcomes.append("failure(\(error))")
      }
    }
    Single.just(1).subscribe(record).dispose()
    Single<Int>.error(testError).subscribe(record).dispose()
    XCTAssertEqual(outcomes.value, ["success(1)", "failure(TestError(1))"])
  }

  func testSubscribeWithObjectPassesItWhileAlive() {
    final class Owner: Sendable {
      let values = Locked<[Int]>([])
    }
    let owner = Owner()
    Single.just(3)
      .subscribe(with: owner, onSuccess: { owner, value in owner.values.append(value) })
      .dispose()
    XCTAssertEqual(owner.values.value, [3])
  }

  func testJustErrorAndNever() {
    XCTAssertEqual(
      start { Single.just(1) }.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(
      start { Single<Int>.error(testError) }.events, [.error(200, testError)])
    XCTAssertEqual(start { Single<Int>.never() }.events, [])
  }

  func testJustOnASchedulerSendsThere() {
    let observer = scheduler.createObserver(Int.self)
    let subscription = Single.just(1, scheduler: scheduler).asObservable().subscribe(observer)
    XCTAssertEqual(observer.events, [])
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    subscription.dispose()
  }

  func testDeferredBuildsASinglePerSubscription() {
    let builds = Locked(0)
    let single = Single<Int>.deferred {
      let build = builds.withLock {
        $0 += 1
        return $0
      }
      return .just(build)
    }
    let log = PrimitiveSequenceTestLog()
    log.subscribe(single).dispose()
    log.subscribe(single).dispose()
    XCTAssertEqual(log.entries, ["success(1)", "disposed", "success(2)", "disposed"])
  }

  func testDeferredFactoryErrorIsTheFailure() {
    let log = PrimitiveSequenceTestLog()
    log.subscribe(Single<Int>.deferred { throw testError }).dispose()
    XCTAssertEqual(log.entries, ["failure(TestError(1))", "disposed"])
  }

  func testDisposeBeforeTheOutcomeDeliversNothing() {
    let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.asSingle() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testFailureWithoutHandlerGoesToTheDefaultErrorHandler() {
    let previous = Hooks.defaultErrorHandler
    let reported = SyncedRecorder<Int>()
    Hooks.defaultErrorHandler = { reported.record("\($1)") }
    defer { Hooks.defaultErrorHandler = previous }
    Single<Int>.error(testError).subscribe(onSuccess: { _ in }).dispose()
    XCTAssertEqual(reported.events, ["TestError(1)"])
  }

  func testAsObservableAndPrimitiveSequenceExposeTheSameEvents() {
    let single = Single.just(5)
    XCTAssertEqual(
      start { single.asObservable() }.events, [.next(200, 5), .completed(200)])
    XCTAssertEqual(
      start { single.primitiveSequence }.events, [.next(200, 5), .completed(200)])
  }
}
