import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class DriverTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func makeDriver<Element>(_ build: () -> Driver<Element>) -> Driver<Element> {
    SharingScheduler.mock(scheduler: scheduler, action: build)
  }

  func testAsDriverOnErrorJustReturnSendsTheFallbackThenCompletes() {
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, testError),
    ])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, -1), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testAsDriverPassesCompletionThrough() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAsDriverOfAnEmptySourceOnlyCompletes() {
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func testAsDriverOnErrorDriveWithContinuesWithTheFallback() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let fallback = scheduler.createColdObservable([.next(10, 100), .next(20, 200)])
    let driver = makeDriver {
      xs.asDriver(onErrorDriveWith: fallback.asDriver(onErrorJustReturn: -1))
    }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 100), .next(240, 200)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(fallback.subscriptions, [Subscription(220, 1000)])
  }

  func testAsDriverOnErrorRecoverGetsTheErrorAndContinues() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let recovered = Locked<[String]>([])
    let driver = makeDriver {
      xs.asDriver(onErrorRecover: { error in
        recovered.append("\(error)")
        return Driver.just(42)
      })
    }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 42), .completed(220)])
    XCTAssertEqual(recovered.value, ["TestError(1)"])
  }

  func testDriverReplaysTheLatestValueToALateSubscriber() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) { _ = bag.insert(driver.drive(first)) }
    scheduler.scheduleAt(230) { _ = bag.insert(driver.drive(second)) }
    scheduler.scheduleAt(300) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
    XCTAssertEqual(second.events, [.next(230, 2), .next(240, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDriverForgetsItsReplayWhenDisconnected() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    var firstSubscription: Disposable?
    scheduler.scheduleAt(200) { firstSubscription = driver.drive(first) }
    scheduler.scheduleAt(250) { firstSubscription?.dispose() }
    scheduler.scheduleAt(300) { _ = subscriptions.insert(driver.drive(second)) }
    scheduler.scheduleAt(400) { subscriptions.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(320, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
  }

  func testDriverSharesOneSourceSubscription() {
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) {
      for observer in observers { _ = subscriptions.insert(driver.drive(observer)) }
    }
    scheduler.scheduleAt(300) { subscriptions.dispose() }
    scheduler.start()
    for observer in observers { XCTAssertEqual(observer.events, [.next(210, 1)]) }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDriveSendsValuesAndCompletionToEveryObserver() {
    let driver = makeDriver { Driver.of(1, 2) }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = driver.drive(first, second) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(second.events, first.events)
  }

  func testDriveWrapsValuesForOptionalObservers() {
    let driver = makeDriver { Driver.just(1) }
    let observer = scheduler.createObserver(Int?.self)
    scheduler.scheduleAt(200) { _ = driver.drive(observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
  }

  func testDriveOnNextOnCompletedOnDisposed() {
    let driver = makeDriver { Driver.of(1, 2) }
    let log = Locked<[String]>([])
    scheduler.scheduleAt(200) {
      _ = driver.drive(
        onNext: { log.append("next(\($0))") },
        onCompleted: { log.append("completed") },
        onDisposed: { log.append("disposed") })
    }
    scheduler.start()
    XCTAssertEqual(log.value, ["next(1)", "next(2)", "completed", "disposed"])
  }

  func testDriveOnDisposedRunsWhenDisposed() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: -1) }
    let log = Locked<[String]>([])
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      subscription = driver.drive(
        onNext: { log.append("next(\($0))") }, onDisposed: { log.append("disposed") })
    }
    scheduler.scheduleAt(250) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(log.value, ["next(1)", "disposed"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDriveWithPassesTheObjectWeakly() {
    final class Screen: Sendable { let titles = Locked<[String]>([]) }
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
    let driver = makeDriver { xs.asDriver(onErrorJustReturn: "") }
    var holder: [Screen] = []
    weak var weakScreen: Screen?
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      let screen = Screen()
      holder.append(screen)
      weakScreen = screen
      subscription = driver.drive(with: screen, onNext: { $0.titles.append($1) })
    }
    scheduler.scheduleAt(215) { XCTAssertEqual(weakScreen?.titles.value, ["a"]) }
    scheduler.scheduleAt(220) { holder.removeAll() }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertNil(weakScreen)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDriveWithoutArgumentsSubscribes() {
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let seen = Locked<[Int]>([])
    let driver = makeDriver {
      xs.asDriver(onErrorJustReturn: -1).do(onNext: { seen.append($0) })
    }
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = driver.drive() }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(seen.value, [1])
  }

  func testDriveToATransformationAndACurriedFunction() {
    let driver = makeDriver { Driver.just(5) }
    let seen = Locked<[String]>([])
    func render(_ source: Observable<Int>) -> (String) -> Disposable {
      { prefix in source.subscribe(onNext: { seen.append("\(prefix)\($0)") }) }
    }
    scheduler.scheduleAt(200) {
      _ = driver.drive { $0.subscribe(onNext: { seen.append("plain \($0)") }) }
      _ = driver.drive(render, curriedArgument: "curried ")
    }
    scheduler.start()
    XCTAssertEqual(seen.value, ["plain 5", "curried 5"])
  }

  /// Builds a driver at 100, subscribes at 200 and disposes at 1000, on a fresh scheduler.
  private func start<Element>(_ build: @escaping () -> Driver<Element>)
    -> TestableObserver<Element>
  {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }
  }

  func testJustSendsItsValueThenCompletes() {
    XCTAssertEqual(start { Driver.just(1) }.events, [.next(200, 1), .completed(200)])
  }

  func testEmptyCompletesAndNeverIsSilent() {
    XCTAssertEqual(start { Driver<Int>.empty() }.events, [.completed(200)])
    XCTAssertEqual(start { Driver<Int>.never() }.events, [])
  }

  func testOfAndFromSendEveryElementThenComplete() {
    let expected: [Recorded<Event<Int>>] = [
      .next(200, 1), .next(200, 2), .next(200, 3), .completed(200),
    ]
    XCTAssertEqual(start { Driver.of(1, 2, 3) }.events, expected)
    XCTAssertEqual(start { Driver.from([1, 2, 3]) }.events, expected)
    XCTAssertEqual(start { Driver.from(1...3) }.events, expected)
  }

  /// RxCocoa (SharedSequence.swift) builds these on `Observable.from(_:scheduler:)`: one
  /// scheduled action per element and one for the completion, so with RxTest's processing
  /// delay each event comes one tick after the previous.
  func testOfAndFromScheduleEachElementAndTheCompletion() {
    func delayed(_ build: @escaping () -> Driver<Int>) -> [Recorded<Event<Int>>] {
      let scheduler = TestScheduler(initialClock: 0)
      return SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }.events
    }
    let expected: [Recorded<Event<Int>>] = [
      .next(201, 1), .next(202, 2), .next(203, 3), .completed(204),
    ]
    XCTAssertEqual(delayed { Driver.of(1, 2, 3) }, expected)
    XCTAssertEqual(delayed { Driver.from([1, 2, 3]) }, expected)
    XCTAssertEqual(delayed { Driver.from(1...3) }, expected)
    XCTAssertEqual(delayed { Driver.from(optional: 1) }, [.next(201, 1), .completed(202)])
    XCTAssertEqual(delayed { Driver<Int>.from(optional: nil) }, [.completed(201)])
    XCTAssertEqual(delayed { Driver.just(1) }, [.next(201, 1), .completed(201)])
  }

  func testFromOptional() {
    XCTAssertEqual(start { Driver.from(optional: 1) }.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(start { Driver<Int>.from(optional: nil) }.events, [.completed(200)])
  }

  func testDeferredCallsTheFactoryPerSubscription() {
    let calls = Locked<Int>(0)
    let res = start {
      Driver.deferred {
        let call = calls.withLock { calls in
          calls += 1
          return calls
        }
        return Driver.just(call)
      }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(calls.value, 1)
  }
}
