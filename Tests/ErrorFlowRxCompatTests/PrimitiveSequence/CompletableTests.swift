import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class CompletableTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  /// Starts a fresh scheduler (created 100, subscribed 200, disposed 1000) on `build`, so one
  /// test can run several scenarios; `scheduler` is the fresh one while `build` runs.
  private func start<Output: ObservableConvertibleType>(
    disposed: TestTime = 1000, _ build: @escaping () -> Output
  ) -> TestableObserver<Output.Element> {
    scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return scheduler.start(disposed: disposed, create: build)
  }

  private func completes(at time: TestTime) -> Completable {
    scheduler.createColdObservable([.completed(time, Never.self)]).asCompletable()
  }

  private func fails(at time: TestTime, _ error: Error = testError) -> Completable {
    scheduler.createColdObservable([.error(time, error, Never.self)]).asCompletable()
  }

  // Contract 1: a completable sends one outcome; later reports are ignored.
  func testCreateDeliversOnlyTheFirstOutcome() {
    let log = PrimitiveSequenceTestLog()
    let completable = Completable.create { completable in
      completable(.completed)
      completable(.error(testError))
      return Disposables.create { log.record("released") }
    }
    log.subscribe(completable).dispose()
    XCTAssertEqual(log.entries, ["completed", "disposed", "released"])
  }

  // Contract 4: the create disposable runs once.
  func testCreateDisposableRunsOnce() {
    let releases = Locked(0)
    let completable = Completable.create { _ in Disposables.create { releases.add(1) } }
    let log = PrimitiveSequenceTestLog()
    let subscription = log.subscribe(completable)
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(releases.value, 1)
    XCTAssertEqual(log.entries, ["disposed"])
  }

  func testSubscribeWithAnEventObserver() {
    let outcomes = Locked<[String]>([])
    let record: @Sendable (CompletableEvent) -> Void = { event in
      switch event {
      case .completed: outcomes.append("completed")
      case .error(let error): outcomes.append("error(\(error))")
      }
    }
    Completable.empty().subscribe(record).dispose()
    Completable.error(testError).subscribe(record).dispose()
    Completable.never().subscribe(record).dispose()
    XCTAssertEqual(outcomes.value, ["completed", "error(TestError(1))"])
  }

  func testAndThenSingle() {
    let res = start { self.completes(at: 10).andThen(Single.just(1)) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
  }

  func testAndThenSkipsTheSecondOnFailure() {
    let subscribed = Locked(false)
    let second = Single<Int>.deferred {
      subscribed.withLock { $0 = true }
      return .just(1)
    }
    let res = start { self.fails(at: 10).andThen(second) }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertFalse(subscribed.value)
  }

  func testAndThenMaybeCompletableAndObservable() {
    XCTAssertEqual(
      start { self.completes(at: 10).andThen(Maybe<Int>.empty()) }.events,
      [.completed(210)])
    XCTAssertEqual(
      start { self.completes(at: 10).andThen(self.completes(at: 5)) }.events,
      [.completed(215)])
    XCTAssertEqual(
      start { self.completes(at: 10).andThen(Observable.of(1, 2)) }.events,
      [.next(210, 1), .next(210, 2), .completed(210)])
  }

  /// RxSwift 6 (CompletableAndThenTest.testCompletableCompleted_CompletableCompleted and
  /// testCompletable_FirstCompletableNotRetainedBeyondCompletion): the first completable's
  /// subscription ends when it completes, and nothing keeps it alive after that.
  func testAndThenReleasesTheFirstOnceItCompleted() {
    let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
    let x2 = scheduler.createHotObservable([.completed(290, Never.self)])
    let res = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
    XCTAssertEqual(res.events, [.completed(290)])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])

    for terminal in [Recorded.completed(210, Never.self), .error(210, testError)] {
      let other = TestScheduler(initialClock: 0)
      let first = other.createHotObservable([terminal])
      let released = Locked(false)
      var probe: DeinitProbe? = DeinitProbe { released.withLock { $0 = true } }
      var completable = first.asCompletable().do(onCompleted: { [probe] in _ = probe })
      let subscription = completable.andThen(Completable.never()).subscribe()
      other.advanceTo(300)
      probe = nil
      completable = .never()
      XCTAssertTrue(released.value, "first completable kept alive after \(terminal)")
      subscription.dispose()
    }
  }

  func testAndThenDisposeBeforeTheFirstEnds() {
    let xs = scheduler.createColdObservable([.completed(500, Never.self)])
    let res = scheduler.start(disposed: 300) { xs.asCompletable().andThen(Single.just(1)) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testConcatRunsInOrder() {
    XCTAssertEqual(
      start { self.completes(at: 10).concat(self.completes(at: 20)) }.events,
      [.completed(230)])
    XCTAssertEqual(
      start {
        Completable.concat(self.completes(at: 10), self.completes(at: 20), self.completes(at: 5))
      }.events, [.completed(235)])
    XCTAssertEqual(
      start { Completable.concat([self.fails(at: 10), self.completes(at: 20)]) }.events,
      [.error(210, testError)])
  }

  func testMergeAndZipRunTogether() {
    XCTAssertEqual(
      start { Completable.merge(self.completes(at: 10), self.completes(at: 30)) }.events,
      [.completed(230)])
    XCTAssertEqual(
      start { Completable.zip(self.completes(at: 10), self.completes(at: 30)) }.events,
      [.completed(230)])
    XCTAssertEqual(
      start { Completable.zip([self.completes(at: 50), self.fails(at: 20)]) }.events,
      [.error(220, testError)])
    XCTAssertEqual(
      start { Completable.merge([Completable]()) }.events, [.completed(200)])
  }

  func testCreationOperators() {
    XCTAssertEqual(start { Completable.empty() }.events, [.completed(200)])
    XCTAssertEqual(
      start { Completable.error(testError) }.events, [.error(200, testError)])
    XCTAssertEqual(start { Completable.never() }.events, [])
  }

  func testDoRunsItsHandlers() {
    let log = Locked<[String]>([])
    let completable = Completable.error(testError).do(
      onError: { log.append("error \($0)") }, onCompleted: { log.append("completed") },
      onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
    completable.subscribe(onError: { _ in log.append("observer") }).dispose()
    XCTAssertEqual(log.value, ["subscribe", "error TestError(1)", "observer", "dispose"])
  }

  func testCatchSwitchesToTheFallback() {
    XCTAssertEqual(
      start { self.fails(at: 10).catch { _ in .empty() } }.events, [.completed(210)])
  }

  func testRetryResubscribes() {
    let xs = scheduler.createColdObservable([.error(10, testError, Never.self)])
    XCTAssertEqual(scheduler.start { xs.asCompletable().retry(2) }.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
  }

  func testSubscribeWithObjectPassesItWhileAlive() {
    final class Owner: Sendable {
      let log = Locked<[String]>([])
    }
    let owner = Owner()
    Completable.error(testError)
      .subscribe(
        with: owner, onCompleted: { owner in owner.log.append("completed") },
        onError: { owner, error in owner.log.append("error \(error)") }
      )
      .dispose()
    XCTAssertEqual(owner.log.value, ["error TestError(1)"])
  }
}
