import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class SingleOperatorsTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  /// Starts a fresh scheduler (created 100, subscribed 200, disposed 1000) on `build`, so one
  /// test can run several scenarios; `scheduler` is the fresh one while `build` runs.
  private func start<Output: ObservableConvertibleType>(
    disposed: TestTime = 1000, _ build: @escaping () -> Output
  ) -> TestableObserver<Output.Element> {
    scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return scheduler.start(disposed: disposed, create: build)
  }

  /// A single that succeeds with `value` at `time` (virtual, relative to its subscription).
  private func success<Element>(_ value: Element, at time: TestTime = 10) -> Single<Element> {
    Self.success(value, at: time, on: scheduler)
  }

  /// A single that fails with `testError` at `time` (relative to its subscription).
  private func failure<Element>(_ type: Element.Type, at time: TestTime = 10) -> Single<Element> {
    Self.failure(type, at: time, on: scheduler)
  }

  /// ``success(_:at:)`` on `scheduler`: for `@Sendable` operator closures, which cannot
  /// capture the test case.
  private static func success<Element>(
    _ value: Element, at time: TestTime = 10, on scheduler: TestScheduler
  ) -> Single<Element> {
    scheduler.createColdObservable([.next(time, value), .completed(time)]).asSingle()
  }

  /// ``failure(_:at:)`` on `scheduler`.
  private static func failure<Element>(
    _ type: Element.Type, at time: TestTime = 10, on scheduler: TestScheduler
  ) -> Single<Element> {
    scheduler.createColdObservable([.error(time, testError, Element.self)]).asSingle()
  }

  func testMapTransformsTheSuccess() {
    let res = start { self.success(2).map { $0 * 10 } }
    XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])
  }

  func testMapThrowingFails() {
    let res = start { self.success(2).map { _ -> Int in throw testError2 } }
    XCTAssertEqual(res.events, [.error(210, testError2)])
  }

  func testMapForwardsTheFailure() {
    let res = start { self.failure(Int.self).map { $0 * 10 } }
    XCTAssertEqual(res.events, [.error(210, testError)])
  }

  func testFlatMapChainsSingles() {
    let res = start {
      let scheduler = self.scheduler  // the fresh one `start` made
      return self.success(2).flatMap { Self.success($0 + 1, at: 20, on: scheduler) }
    }
    XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
  }

  func testFlatMapInnerFailureFails() {
    let res = start {
      let scheduler = self.scheduler  // the fresh one `start` made
      return self.success(2).flatMap { _ in Self.failure(Int.self, on: scheduler) }
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
  }

  func testFlatMapDisposeReachesTheInnerSingle() {
    let inner = scheduler.createColdObservable([.next(100, 1), .completed(100)])
    let res = scheduler.start(disposed: 250) { self.success(2).flatMap { _ in inner.asSingle() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
  }

  func testFlatMapMaybeAndFlatMapCompletable() {
    let maybe = start { self.success(2).flatMapMaybe { _ in Maybe<Int>.empty() } }
    XCTAssertEqual(maybe.events, [.completed(210)])
    let completable = start {
      self.success(2).flatMapCompletable { _ in Completable.empty() }
    }
    XCTAssertEqual(completable.events, [.completed(210)])
  }

  func testCompactMapAndFilterMakeAMaybe() {
    let kept = start { self.success(2).filter { $0 > 1 } }
    XCTAssertEqual(kept.events, [.next(210, 2), .completed(210)])
    let dropped = start { self.success(2).compactMap { $0 > 5 ? $0 : nil } }
    XCTAssertEqual(dropped.events, [.completed(210)])
  }

  func testDoRunsItsHandlersInOrder() {
    let log = Locked<[String]>([])
    let single = Single.just(1).do(
      onSuccess: { log.append("success \($0)") }, afterSuccess: { log.append("after \($0)") },
      onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
      onDispose: { log.append("dispose") })
    single.subscribe(onSuccess: { log.append("observer \($0)") }).dispose()
    XCTAssertEqual(
      log.value, ["subscribe", "success 1", "observer 1", "after 1", "subscribed", "dispose"])
  }

  func testDoOnErrorSeesTheFailure() {
    let seen = Locked<[String]>([])
    let res = start {
      self.failure(Int.self).do(onError: { seen.append("\($0)") })
    }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(seen.value, ["TestError(1)"])
  }

  func testCatchSwitchesToTheFallback() {
    let res = start {
      let scheduler = self.scheduler  // the fresh one `start` made
      return self.failure(Int.self).catch { _ in Self.success(7, on: scheduler) }
    }
    XCTAssertEqual(res.events, [.next(220, 7), .completed(220)])
  }

  func testCatchAndReturn() {
    let res = start { self.failure(Int.self).catchAndReturn(7) }
    XCTAssertEqual(res.events, [.next(210, 7), .completed(210)])
  }

  func testRetryResubscribesUpToTheAttemptCount() {
    let xs = scheduler.createColdObservable([.error(10, testError, Int.self)])
    let res = scheduler.start { xs.asSingle().retry(3) }
    XCTAssertEqual(res.events, [.error(230, testError)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
  }

  func testRetryWhenResubscribesOnTheTrigger() {
    let attempts = Locked(0)
    let single = Single<Int>.deferred {
      let attempt = attempts.withLock {
        $0 += 1
        return $0
      }
      return attempt < 3 ? .error(testError) : .just(attempt)
    }
    let res = start {
      single.retry(when: { (errors: Observable<TestError>) in errors.map { _ in () } })
    }
    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
  }

  func testObserveOnDeliversOnTheScheduler() {
    let observer = scheduler.createObserver(Int.self)
    let subscription = Single.just(1).observe(on: scheduler).asObservable().subscribe(observer)
    XCTAssertEqual(observer.events, [])
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    subscription.dispose()
  }

  func testSubscribeOnSubscribesOnTheScheduler() {
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start { xs.asSingle().subscribe(on: self.scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
  }

  func testDelayShiftsTheSuccessButNotTheFailure() {
    let delayed = start { self.success(1).delay(.seconds(50), scheduler: self.scheduler) }
    XCTAssertEqual(delayed.events, [.next(260, 1), .completed(260)])
    let failed = start {
      self.failure(Int.self).delay(.seconds(50), scheduler: self.scheduler)
    }
    XCTAssertEqual(failed.events, [.error(210, testError)])
  }

  func testDelaySubscription() {
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start {
      xs.asSingle().delaySubscription(.seconds(30), scheduler: self.scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
  }

  func testTimeoutFailsWhenLate() {
    let res = start {
      self.success(1, at: 100).timeout(.seconds(50), scheduler: self.scheduler)
    }
    XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
  }

  func testTimeoutPassesAnEarlySuccess() {
    let res = start {
      self.success(1, at: 10).timeout(.seconds(50), scheduler: self.scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
  }

  func testTimeoutSwitchesToOther() {
    let res = start {
      self.success(1, at: 100).timeout(.seconds(50), other: .just(9), scheduler: self.scheduler)
    }
    XCTAssertEqual(res.events, [.next(250, 9), .completed(250)])
  }

  func testZipOfTwoToFourSingles() {
    let two = start {
      Single.zip(self.success(1), self.success("a", at: 20)) { "\($0)\($1)" }
    }
    XCTAssertEqual(two.events, [.next(220, "1a"), .completed(220)])
    let three = start {
      Single.zip(self.success(1), self.success(2), self.success(3)).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(three.events, [.next(210, 6), .completed(210)])
    let four = start {
      Single.zip(self.success(1), self.success(2), self.success(3), self.success(4))
        .map { $0 + $1 + $2 + $3 }
    }
    XCTAssertEqual(four.events, [.next(210, 10), .completed(210)])
  }

  func testZipFailsWithTheFirstFailure() {
    let res = start {
      Single.zip(self.success(1, at: 50), self.failure(Int.self, at: 20)).map { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
  }

  func testZipOfACollection() {
    let res = start { Single.zip([self.success(1), self.success(2, at: 30)]) }
    XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
    let empty = start { Single.zip([Single<Int>]()) }
    XCTAssertEqual(empty.events, [.next(200, []), .completed(200)])
    let summed = start {
      Single.zip([self.success(1), self.success(2)]) { $0.reduce(0, +) }
    }
    XCTAssertEqual(summed.events, [.next(210, 3), .completed(210)])
  }

  func testAsMaybeAndAsCompletable() {
    let maybe = start { self.success(1).asMaybe() }
    XCTAssertEqual(maybe.events, [.next(210, 1), .completed(210)])
    let completable = start { self.success(1).asCompletable() }
    XCTAssertEqual(completable.events, [.completed(210)])
  }

  func testAsDriverOnErrorJustReturn() {
    let driverScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let driver = SharingScheduler.mock(scheduler: driverScheduler) {
      Single<Int>.error(testError).asDriver(onErrorJustReturn: -1)
    }
    let res = driverScheduler.start { driver }
    XCTAssertEqual(res.events, [.next(200, -1), .completed(200)])
  }

  func testTimerSucceedsWithZeroAfterTheDueTime() {
    let res = start { Single<Int>.timer(.seconds(30), scheduler: self.scheduler) }
    XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
  }
}
