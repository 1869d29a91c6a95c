import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class SharedSequenceOperatorsTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  /// Runs `build` at 100 with `scheduler` as the sharing scheduler; subscribes at 200.
  private func start<Element>(_ build: @escaping () -> Driver<Element>)
    -> TestableObserver<Element>
  {
    SharingScheduler.mock(scheduler: scheduler) { scheduler.start(build) }
  }

  private func hot(_ events: [Recorded<Event<Int>>]) -> Driver<Int> {
    scheduler.createHotObservable(events).asDriver(onErrorJustReturn: -1)
  }

  func testMapTransformsValues() {
    let res = start { self.hot([.next(210, 1), .next(220, 2), .completed(230)]).map { $0 * 10 } }
    XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
  }

  func testCompactMapDropsNil() {
    let res = start {
      self.hot([.next(210, 1), .next(220, 2), .next(230, 3)]).compactMap {
        $0 == 2 ? nil : "\($0)"
      }
    }
    XCTAssertEqual(res.events, [.next(210, "1"), .next(230, "3")])
  }

  func testFilterKeepsMatchingValues() {
    let res = start {
      self.hot([.next(210, 1), .next(220, 2), .next(230, 4)]).filter { $0 % 2 == 0 }
    }
    XCTAssertEqual(res.events, [.next(220, 2), .next(230, 4)])
  }

  func testDistinctUntilChangedDropsRepeats() {
    let res = start {
      self.hot([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1)]).distinctUntilChanged()
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(240, 1)])
  }

  func testDistinctUntilChangedByKeyAndComparer() {
    let byKey = start {
      self.hot([.next(210, 1), .next(220, 3), .next(230, 4)]).distinctUntilChanged { $0 % 2 }
    }
    XCTAssertEqual(byKey.events, [.next(210, 1), .next(230, 4)])
    let local = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let byComparer = SharingScheduler.mock(scheduler: local) {
      local.start {
        local.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5)])
          .asDriver(onErrorJustReturn: -1)
          .distinctUntilChanged { abs($0 - $1) < 2 }
      }
    }
    XCTAssertEqual(byComparer.events, [.next(210, 1), .next(230, 5)])
  }

  func testStartWithSendsTheValuesFirst() {
    let res = start { self.hot([.next(210, 3)]).startWith(1, 2) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(210, 3)])
  }

  func testStartWithIsSharedSoALateSubscriberGetsTheLatestValue() {
    let xs = scheduler.createHotObservable([.next(210, 3)])
    let driver = SharingScheduler.mock(scheduler: scheduler) {
      xs.asDriver(onErrorJustReturn: -1).startWith(1)
    }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) { _ = subscriptions.insert(driver.drive(first)) }
    scheduler.scheduleAt(220) { _ = subscriptions.insert(driver.drive(second)) }
    scheduler.scheduleAt(300) { subscriptions.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(200, 1), .next(210, 3)])
    XCTAssertEqual(second.events, [.next(220, 3)])
  }

  func testScanAccumulates() {
    let res = start {
      self.hot([.next(210, 1), .next(220, 2), .next(230, 3)]).scan(0, accumulator: +)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6)])
  }

  func testSkipDropsTheFirstValues() {
    let res = start { self.hot([.next(210, 1), .next(220, 2)]).skip(1) }
    XCTAssertEqual(res.events, [.next(220, 2)])
  }

  func testFlatMapLatestSwitchesToTheNewestInnerDriver() {
    let inner1 = scheduler.createColdObservable([.next(5, 11), .next(25, 12)])
    let inner2 = scheduler.createColdObservable([.next(5, 21), .next(25, 22)])
    let inners = [1: inner1, 2: inner2]
    let res = start {
      self.hot([.next(210, 1), .next(220, 2)]).flatMapLatest { key in
        (inners[key] ?? inner1).asDriver(onErrorJustReturn: -1)
      }
    }
    XCTAssertEqual(res.events, [.next(215, 11), .next(225, 21), .next(245, 22)])
    XCTAssertEqual(inner1.subscriptions, [Subscription(210, 220)])
    XCTAssertEqual(inner2.subscriptions, [Subscription(220, 1000)])
  }

  func testFlatMapFirstIgnoresValuesWhileAnInnerDriverRuns() {
    let inner = scheduler.createColdObservable([.next(5, 1), .completed(20)])
    let res = start {
      self.hot([.next(210, 1), .next(220, 2), .next(240, 3)]).flatMapFirst { value in
        inner.asDriver(onErrorJustReturn: -1).map { $0 * value }
      }
    }
    XCTAssertEqual(res.events, [.next(215, 1), .next(245, 3)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(240, 260)])
  }

  func testSwitchLatestMirrorsTheLatestInnerDriver() {
    let inner1 = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
    let inner2 = scheduler.createHotObservable([.next(225, 10), .next(245, 20)])
    let inners = [1: inner1, 2: inner2]
    let res = start {
      self.hot([.next(210, 1), .next(230, 2)])
        .map { (inners[$0] ?? inner1).asDriver(onErrorJustReturn: -1) }
        .switchLatest()
    }
    XCTAssertEqual(res.events, [.next(215, 1), .next(245, 20)])
  }

  func testDebugPassesEventsThrough() {
    let printed = SyncedRecorder<String>()
    let previous = DebugPrinter.output
    DebugPrinter.output = { printed.record($0) }
    defer { DebugPrinter.output = previous }
    let res = start { self.hot([.next(210, 1)]).debug("driver") }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(printed.events.count, 3)
  }

  func testFlatMapMergesInnerDrivers() {
    let res = start {
      self.hot([.next(210, 1), .next(220, 2)]).flatMap { Driver.just($0 * 100) }
    }
    XCTAssertEqual(res.events, [.next(210, 100), .next(220, 200)])
  }

  func testCombineLatestCombinesTheLatestValues() {
    let res = start {
      Driver.combineLatest(
        self.hot([.next(210, 1), .next(230, 2)]), self.hot([.next(220, 10), .next(240, 20)])
      ) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(240, 22)])
  }

  func testCombineLatestAsTuplesAndOfThreeAndFour() {
    let pairs = start {
      Driver.combineLatest(self.hot([.next(210, 1)]), self.hot([.next(220, 2)])).map {
        "\($0)-\($1)"
      }
    }
    XCTAssertEqual(pairs.events, [.next(220, "1-2")])
    let local = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let four = SharingScheduler.mock(scheduler: local) {
      local.start {
        let a = local.createHotObservable([.next(210, 1)]).asDriver(onErrorJustReturn: 0)
        let b = local.createHotObservable([.next(220, 2)]).asDriver(onErrorJustReturn: 0)
        return Driver.combineLatest(a, b, a, b) { $0 + $1 + $2 + $3 }
      }
    }
    XCTAssertEqual(four.events, [.next(220, 6)])
  }

  func testCombineLatestOfACollection() {
    let res = start {
      Driver.combineLatest([self.hot([.next(210, 1)]), self.hot([.next(220, 2)])])
        .map { $0.reduce(0, +) }
    }
    XCTAssertEqual(res.events, [.next(220, 3)])
  }

  func testZipPairsByIndex() {
    let res = start {
      Driver.zip(self.hot([.next(210, 1), .next(220, 2)]), self.hot([.next(230, 10)])) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(230, 11)])
  }

  func testWithLatestFromTakesTheOtherSequencesLatestValue() {
    let res = start {
      self.hot([.next(210, 1), .next(230, 2)])
        .withLatestFrom(self.hot([.next(220, 10)])) { $0 + $1 }
    }
    XCTAssertEqual(res.events, [.next(230, 12)])
  }

  func testMergeMergesSignals() {
    let local = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let res = SharingScheduler.mock(scheduler: local) {
      local.start {
        Signal.merge(
          local.createHotObservable([.next(210, 1)]).asSignal(onErrorJustReturn: 0),
          local.createHotObservable([.next(220, 2)]).asSignal(onErrorJustReturn: 0))
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
  }

  func testDebounceUsesTheSharingScheduler() {
    let res = start {
      self.hot([.next(210, 1), .next(215, 2), .next(240, 3)]).debounce(.seconds(10))
    }
    XCTAssertEqual(res.events, [.next(225, 2), .next(250, 3)])
  }

  func testDoRunsSideEffects() {
    let log = Locked<[String]>([])
    let res = start {
      self.hot([.next(210, 1), .completed(220)]).do(
        onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") },
        onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(log.value, ["subscribe", "next(1)", "completed", "dispose"])
  }

  func testOperatorsShareOneSubscriptionPerDriver() {
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let calls = Locked<Int>(0)
    let driver = SharingScheduler.mock(scheduler: scheduler) {
      xs.asDriver(onErrorJustReturn: -1).map { value -> Int in
        calls.add(1)
        return value
      }
    }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = subscriptions.insert(driver.drive(first))
      _ = subscriptions.insert(driver.drive(second))
    }
    scheduler.scheduleAt(300) { subscriptions.dispose() }
    scheduler.start()
    XCTAssertEqual(calls.value, 1)
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(210, 1)])
  }
}
