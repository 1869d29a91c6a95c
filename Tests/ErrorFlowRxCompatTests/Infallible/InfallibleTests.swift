import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's InfallibleTest (Tests/RxSwiftTests/Infallible+Tests.swift).
final class InfallibleTests: CoreTestCase {
  private func failingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(300, 9), .next(340, 13), .next(360, 111), .error(390, testError), .next(480, 320),
    ])
  }

  func testAsInfallibleOnErrorJustReturn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = failingSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    let subscription = xs.asInfallible(onErrorJustReturn: 600).bind(to: observer)
    scheduler.start()
    XCTAssertEqual(
      observer.events,
      [.next(300, 9), .next(340, 13), .next(360, 111), .next(390, 600), .completed(390)])
    subscription.dispose()
  }

  func testAsInfallibleOnErrorFallbackTo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = failingSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    let subscription = xs.asInfallible(onErrorFallbackTo: .of(1, 2)).bind(to: observer)
    scheduler.start()
    XCTAssertEqual(
      observer.events,
      [
        .next(300, 9), .next(340, 13), .next(360, 111), .next(390, 1), .next(390, 2),
        .completed(390),
      ])
    subscription.dispose()
  }

  func testAsInfallibleOnErrorRecoverReceivesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = failingSource(scheduler)
    let recovered = Locked<[String]>([])
    let res = scheduler.start {
      xs.asInfallible { error in
        recovered.append("\(error)")
        return .just(-1)
      }.asObservable()
    }
    XCTAssertEqual(
      res.events,
      [.next(300, 9), .next(340, 13), .next(360, 111), .next(390, -1), .completed(390)])
    XCTAssertEqual(recovered.value, ["\(testError)"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
  }

  func testCreateSendsValuesAndCompletionOnly() {
    let events = Locked<[String]>([])
    let released = Locked(false)
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.completed)
      observer(.next(2))
      return Disposables.create { released.withLock { $0 = true } }
    }
    let subscription = infallible.subscribe { event in
      switch event {
      case .next(let value): events.append("next(\(value))")
      case .completed: events.append("completed")
      }
    }
    XCTAssertEqual(events.value, ["next(1)", "completed"])
    XCTAssertTrue(released.value)
    subscription.dispose()
  }

  func testSubscribeClosuresAndDisposal() {
    let log = Locked<[String]>([])
    let subscription = Infallible.of(1, 2).subscribe(
      onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log.value, ["next(1)", "next(2)", "completed", "disposed"])
    subscription.dispose()
    final class Owner: Sendable {}
    let owner = Owner()
    let owned = Locked<[Int]>([])
    Infallible.just(3).subscribe(with: owner, onNext: { _, value in owned.append(value) })
      .dispose()
    XCTAssertEqual(owned.value, [3])
  }

  func testCreationOperators() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      scheduler.start { Infallible.just(1).asObservable() }.events,
      [
        .next(200, 1), .completed(200),
      ])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible<Int>.empty().asObservable() }.events,
      [.completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible<Int>.never().asObservable() }.events, [])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.from([1, 2]).asObservable() }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.from(optional: 5).asObservable() }
        .events, [.next(200, 5), .completed(200)])
    let timed = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      timed.start { Infallible.of(1, 2, scheduler: timed).asObservable() }.events,
      [.next(201, 1), .next(202, 2), .completed(203)])
    let calls = Locked(0)
    let deferred = Infallible.deferred {
      let call = calls.withLock {
        $0 += 1
        return $0
      }
      return Infallible.just(call)
    }
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { deferred.asObservable() }.events,
      [.next(200, 1), .completed(200)])
  }

  func testRelaysAsInfallible() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(7)
    let seen = Locked<[Int]>([])
    let bag = DisposeBag()
    publish.asInfallible().subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    behavior.asInfallible().subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    replay.asInfallible().subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    publish.accept(1)
    behavior.accept(2)
    XCTAssertEqual(seen.value, [0, 7, 1, 2])
  }

  func testBindToRelaysAndOptionalObservers() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let scheduler = TestScheduler(initialClock: 0)
    let optional = scheduler.createObserver(Int?.self)
    let published = Locked<[Int]>([])
    let watch = publish.subscribe(onNext: { published.append($0) })
    let subscriptions = [
      Infallible.of(1, 2).bind(to: publish), Infallible.of(3, 4).bind(to: behavior),
      Infallible.of(5, 6).bind(to: replay), Infallible.of(8).bind(to: optional),
    ]
    XCTAssertEqual(published.value, [1, 2])
    XCTAssertEqual(behavior.value, 4)
    let replayed = Locked<[Int]>([])
    replay.subscribe(onNext: { replayed.append($0) }).dispose()
    XCTAssertEqual(replayed.value, [5, 6])
    XCTAssertEqual(optional.events, [.next(0, 8), .completed(0)])
    for subscription in subscriptions { subscription.dispose() }
    watch.dispose()
  }

  func testValuesIsANonThrowingStream() async {
    var received: [Int] = []
    for await value in Infallible.of(1, 2, 3).values { received.append(value) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testInfallibleEventAsEvent() {
    XCTAssertEqual(InfallibleEvent.next(1).event, .next(1))
    XCTAssertEqual(InfallibleEvent<Int>.completed.event, .completed)
  }
}
