import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class SignalTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func makeSignal<Element>(_ build: () -> Signal<Element>) -> Signal<Element> {
    SharingScheduler.mock(scheduler: scheduler, action: build)
  }

  func testAsSignalOnErrorJustReturnSendsTheFallbackThenCompletes() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let signal = makeSignal { xs.asSignal(onErrorJustReturn: -1) }
    let res = scheduler.start { signal }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAsSignalOnErrorSignalWithContinuesWithTheFallback() {
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let fallback = scheduler.createColdObservable([.next(5, 50)])
    let signal = makeSignal {
      xs.asSignal(onErrorSignalWith: fallback.asSignal(onErrorJustReturn: -1))
    }
    let res = scheduler.start { signal }
    XCTAssertEqual(res.events, [.next(210, 1), .next(225, 50)])
    XCTAssertEqual(fallback.subscriptions, [Subscription(220, 1000)])
  }

  func testAsSignalOnErrorRecoverGetsTheErrorAndContinues() {
    let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])
    let recovered = Locked<[String]>([])
    let signal = makeSignal {
      xs.asSignal(onErrorRecover: { error in
        recovered.append("\(error)")
        return Signal.just(7)
      })
    }
    let res = scheduler.start { signal }
    XCTAssertEqual(res.events, [.next(220, 7), .completed(220)])
    XCTAssertEqual(recovered.value, ["TestError(1)"])
  }

  func testSignalDoesNotReplayToALateSubscriber() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let signal = makeSignal { xs.asSignal(onErrorJustReturn: -1) }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) { _ = subscriptions.insert(signal.emit(to: first)) }
    scheduler.scheduleAt(230) { _ = subscriptions.insert(signal.emit(to: second)) }
    scheduler.scheduleAt(300) { subscriptions.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
    XCTAssertEqual(second.events, [.next(240, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testEmitToOptionalObservers() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let signal = makeSignal { xs.asSignal(onErrorJustReturn: -1) }
    let observer = scheduler.createObserver(Int?.self)
    scheduler.scheduleAt(200) { _ = signal.emit(to: observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func testEmitOnNextOnCompletedOnDisposed() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let signal = makeSignal { xs.asSignal(onErrorJustReturn: -1) }
    let log = Locked<[String]>([])
    scheduler.scheduleAt(200) {
      _ = signal.emit(
        onNext: { log.append("next(\($0))") },
        onCompleted: { log.append("completed") },
        onDisposed: { log.append("disposed") })
    }
    scheduler.start()
    XCTAssertEqual(log.value, ["next(1)", "completed", "disposed"])
  }

  func testEmitWithPassesTheObject() {
    final class Screen: Sendable { let alerts = Locked<[String]>([]) }
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
    let signal = makeSignal { xs.asSignal(onErrorJustReturn: "") }
    let screen = Screen()
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      subscription = signal.emit(with: screen, onNext: { $0.alerts.append($1) })
    }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(screen.alerts.value, ["a", "b"])
  }

  func testEmitWithoutArgumentsSubscribes() {
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let seen = Locked<[Int]>([])
    let signal = makeSignal {
      xs.asSignal(onErrorJustReturn: -1).do(onNext: { seen.append($0) })
    }
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = signal.emit() }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(seen.value, [1])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  // Contract 5: relays never end, so completion is not forwarded to them.
  func testEmitToRelaysAcceptsValuesOnly() {
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let signal = makeSignal { xs.asSignal(onErrorJustReturn: -1) }
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay<Int>(value: 0)
    let replay = ReplayRelay<Int>.createUnbounded()
    let optional = BehaviorRelay<Int?>(value: nil)
    let recorded = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    publish.subscribe(recorded).disposed(by: bag)
    scheduler.scheduleAt(200) {
      signal.emit(to: publish).disposed(by: bag)
      signal.emit(to: behavior).disposed(by: bag)
      signal.emit(to: replay).disposed(by: bag)
      signal.emit(to: optional).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(recorded.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(behavior.value, 2)
    XCTAssertEqual(optional.value, 2)
    let replayed = scheduler.createObserver(Int.self)
    replay.subscribe(replayed).disposed(by: bag)
    XCTAssertEqual(replayed.events.map(\.value), [.next(1), .next(2)])
  }
}
