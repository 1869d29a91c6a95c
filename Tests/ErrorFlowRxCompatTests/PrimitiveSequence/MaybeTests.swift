import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class MaybeTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  /// Starts a fresh scheduler (created 100, subscribed 200, disposed 1000) on `build`, so one
  /// test can run several scenarios; `scheduler` is the fresh one while `build` runs.
  private func start<Output: ObservableConvertibleType>(
    disposed: TestTime = 1000, _ build: @escaping () -> Output
  ) -> TestableObserver<Output.Element> {
    scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return scheduler.start(disposed: disposed, create: build)
  }

  // Contract 1: a maybe sends one outcome; later reports are ignored.
  func testCreateDeliversOnlyTheFirstOutcome() {
    let log = PrimitiveSequenceTestLog()
    let maybe = Maybe<Int>.create { maybe in
      maybe(.success(1))
      maybe(.completed)
      maybe(.error(testError))
      return Disposables.create { log.record("released") }
    }
    log.subscribe(maybe).dispose()
    XCTAssertEqual(log.entries, ["success(1)", "disposed", "released"])
  }

  func testCreateCompletedAndError() {
    let log = PrimitiveSequenceTestLog()
    log.subscribe(
      Maybe<Int>.create { maybe in
        maybe(.completed)
        maybe(.success(1))
        return Disposables.create()
      }
    ).dispose()
    log.subscribe(
      Maybe<Int>.create { maybe in
        maybe(.error(testError))
        return Disposables.create()
      }
    ).dispose()
    XCTAssertEqual(log.entries, ["completed", "disposed", "error(TestError(1))", "disposed"])
  }

  // Contract 4: the create disposable runs once.
  func testCreateDisposableRunsOnce() {
    let releases = Locked(0)
    let maybe = Maybe<Int>.create { _ in Disposables.create { releases.add(1) } }
    let subscription = maybe.subscribe()
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(releases.value, 1)
  }

  func testSubscribeWithAnEventObserver() {
    let outcomes = Locked<[String]>([])
    let record: @Sendable (MaybeEvent<Int>) -> Void = { event in
      switch event {
      case .success(let value): outcomes.append("success(\(value))")
      case .error(let error): outcomes.append("error(\(error))")
      case .completed: outcomes.append("completed")
      }
    }
    Maybe.just(1).subscribe(record).dispose()
    Maybe<Int>.empty().subscribe(record).dispose()
    Maybe<Int>.error(testError).subscribe(record).dispose()
    XCTAssertEqual(outcomes.value, ["success(1)", "completed", "error(TestError(1))"])
  }

  func testCreationOperators() {
    XCTAssertEqual(start { Maybe.just(1) }.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(start { Maybe<Int>.empty() }.events, [.completed(200)])
    XCTAssertEqual(
      start { Maybe<Int>.error(testError) }.events, [.error(200, testError)])
    XCTAssertEqual(start { Maybe<Int>.never() }.events, [])
  }

  func testJustOnASchedulerSendsThere() {
    let observer = scheduler.createObserver(Int.self)
    let subscription = Maybe.just(1, scheduler: scheduler).asObservable().subscribe(observer)
    XCTAssertEqual(observer.events, [])
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    subscription.dispose()
  }

  func testMapFilterCompactMapAndFlatMap() {
    XCTAssertEqual(
      start { Maybe.just(2).map { $0 * 10 } }.events, [.next(200, 20), .completed(200)])
    XCTAssertEqual(start { Maybe.just(2).filter { $0 > 5 } }.events, [.completed(200)])
    XCTAssertEqual(
      start { Maybe.just("4").compactMap { Int($0) } }.events,
      [.next(200, 4), .completed(200)])
    XCTAssertEqual(
      start { Maybe.just(2).flatMap { Maybe.just($0 + 1) } }.events,
      [.next(200, 3), .completed(200)])
    XCTAssertEqual(
      start { Maybe<Int>.empty().flatMap { Maybe.just($0 + 1) } }.events,
      [.completed(200)])
  }

  func testMapThrowingFails() {
    let res = start { Maybe.just(2).map { _ -> Int in throw testError } }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testIfEmpty() {
    XCTAssertEqual(
      start { Maybe<Int>.empty().ifEmpty(default: 5) }.events,
      [.next(200, 5), .completed(200)])
    XCTAssertEqual(
      start { Maybe.just(1).ifEmpty(default: 5) }.events,
      [.next(200, 1), .completed(200)])
    XCTAssertEqual(
      start { Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(6)) }.events,
      [.next(200, 6), .completed(200)])
    XCTAssertEqual(
      start { Maybe<Int>.empty().ifEmpty(switchTo: Single.just(7)) }.events,
      [.next(200, 7), .completed(200)])
  }

  func testCatchCatchAndReturnAndRetry() {
    XCTAssertEqual(
      start { Maybe<Int>.error(testError).catch { _ in .empty() } }.events,
      [.completed(200)])
    XCTAssertEqual(
      start { Maybe<Int>.error(testError).catchAndReturn(3) }.events,
      [.next(200, 3), .completed(200)])
    let attempts = Locked(0)
    let flaky = Maybe<Int>.deferred {
      let attempt = attempts.withLock {
        $0 += 1
        return $0
      }
      return attempt < 2 ? .error(testError) : .just(attempt)
    }
    XCTAssertEqual(start { flaky.retry(2) }.events, [.next(200, 2), .completed(200)])
  }

  func testDoRunsItsHandlers() {
    let log = Locked<[String]>([])
    let maybe = Maybe<Int>.empty().do(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
    maybe.subscribe().dispose()
    XCTAssertEqual(log.value, ["subscribe", "completed", "dispose"])
  }

  func testDisposeBeforeTheOutcomeDeliversNothing() {
    let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
    let res = scheduler.start(disposed: 300) { xs.asMaybe() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testAsCompletable() {
    XCTAssertEqual(start { Maybe.just(1).asCompletable() }.events, [.completed(200)])
    XCTAssertEqual(
      start { Maybe<Int>.error(testError).asCompletable() }.events,
      [.error(200, testError)])
  }

  func testSubscribeWithObjectPassesItWhileAlive() {
    final class Owner: Sendable {
      let log = Locked<[String]>([])
    }
    let owner = Owner()
    Maybe<Int>.empty()
      .subscribe(
        with: owner, onSuccess: { owner, value in owner.log.append("success \(value)") },
        onCompleted: { owner in owner.log.append("completed") },
        onDisposed: { owner in owner.log.append("disposed") }
      )
      .dispose()
    XCTAssertEqual(owner.log.value, ["completed", "disposed"])
  }

  func testZipCombinesOrCompletesEmpty() {
    XCTAssertEqual(
      start { Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 } }.events,
      [.next(200, 3), .completed(200)])
    XCTAssertEqual(
      start { Maybe.zip(Maybe.just(1), Maybe.just("a")).map { "\($0)\($1)" } }.events,
      [.next(200, "1a"), .completed(200)])
    XCTAssertEqual(
      start { Maybe.zip(Maybe.just(1), Maybe<Int>.empty(), Maybe.just(3)).map { $0 + $1 + $2 } }
        .events, [.completed(200)])
    XCTAssertEqual(
      start {
        Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe<Int>.error(testError))
          .map { $0 + $1 + $2 + $3 }
      }.events, [.error(200, testError)])
  }
}
