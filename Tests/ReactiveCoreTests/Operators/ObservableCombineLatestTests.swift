import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableCombineLatestTests: CoreTestCase {
  func testCombineLatestCombinesLatestValuesOnceBothHaveOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(215, 2), .next(225, 4), .completed(230),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, 1), .next(220, 3), .next(240, 5), .completed(250),
    ])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 * 10 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 23), .next(225, 43), .next(240, 45), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testCombineLatestWithoutSelectorSendsTuples() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(215, 2), .completed(230)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .completed(240)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) }
    XCTAssertEqual(describedEvents(res.events), [.next(220, "(2, \"a\")"), .completed(240)])
  }

  func testCombineLatestOfEmptySourcesCompletesWhenBothComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let ys = scheduler.createHotObservable([.next(150, 1), .completed(220)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testCombineLatestCompletesWhenOtherCompletedWithoutValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(215)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
  }

  func testCombineLatestNeverSendsWhileOneSourceIsSilent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testCombineLatestErrorFromEitherSourceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(215, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 3), .error(230, testError)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 5), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testCombineLatestSelectorErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(215, 2), .next(225, 4), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 3), .completed(300)])
    let res = scheduler.start {
      Observable.combineLatest(xs, ys) { x, y -> Int in
        if x == 4 { throw testError }
        return x + y
      }
    }
    XCTAssertEqual(res.events, [.next(220, 5), .error(225, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
  }

  func testCombineLatestDisposeUnsubscribesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(215, 2), .next(235, 4), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 3), .completed(300)])
    let res = scheduler.start(disposed: 230) { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testCombineLatestOfThreeSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(270)])
    let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 * 100 + $1 * 10 + $2 } }
    XCTAssertEqual(res.events, [.next(230, 123), .next(240, 423), .completed(270)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(c.subscriptions, [Subscription(200, 270)])
  }

  func testCombineLatestOfThreeSourcesWithoutSelectorSendsTriples() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let b = scheduler.createHotObservable([.next(220, "b"), .completed(260)])
    let c = scheduler.createHotObservable([.next(230, true), .error(240, testError)])
    let res = scheduler.start { Observable.combineLatest(a, b, c) }
    XCTAssertEqual(
      describedEvents(res.events), [.next(230, "(1, \"b\", true)"), .error(240, testError)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
  }

  func testCombineLatestOfFourSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(300)])
    let d = scheduler.createHotObservable([.next(240, 4), .next(250, 5), .completed(310)])
    let res = scheduler.start { Observable.combineLatest(a, b, c, d) }
    XCTAssertEqual(
      describedEvents(res.events),
      [.next(240, "(1, 2, 3, 4)"), .next(250, "(1, 2, 3, 5)"), .completed(310)])
    for source in [a, b, c] { XCTAssertEqual(source.subscriptions, [Subscription(200, 300)]) }
    XCTAssertEqual(d.subscriptions, [Subscription(200, 310)])
  }

  func testCombineLatestOfCollectionSendsArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { Observable.combineLatest([a, b]) }
    XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(230, [3, 2]), .completed(250)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
  }

  func testCombineLatestOfCollectionWithSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { Observable.combineLatest([a, b]) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.next(220, 3), .completed(250)])
  }

  /// RxSwift 6 calls the selector once with `[]`, then completes (CombineLatest+Collection).
  func testCombineLatestOfEmptyCollectionSendsEmptyArrayThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
  }

  func testCombineLatestOfEmptyCollectionCallsSelectorOncePerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let calls = Locked<[[Int]]>([])
    let res = scheduler.start {
      Observable.combineLatest([Observable<Int>]()) { values -> Int in
        calls.append(values)
        return values.count + 7
      }
    }
    XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    XCTAssertEqual(calls.value, [[]])
  }

  func testCombineLatestOfEmptyCollectionSendsTheSelectorsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw testError }
    }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testCombineLatestOfCollectionErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.error(220, testError, Int.self)])
    let res = scheduler.start { Observable.combineLatest([a, b]) }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
  }

  func testCombineLatestOfCollectionDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let res = scheduler.start(disposed: 215) { Observable.combineLatest([a, b]) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 215)])
  }

  /// Runs `make` over eight hot sources sending 1...8 at 201...208 and completing at 300.
  private func runEight(
    arity: Int, _ make: @escaping ([TestableObservable<Int>]) -> Observable<String>
  )
    -> [Recorded<Event<String>>]
  {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...8).map { index in
      scheduler.createHotObservable([.next(200 + index, index), .completed(300)])
    }
    let events = scheduler.start { make(sources) }.events
    for source in sources.prefix(arity) {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
    for source in sources.dropFirst(arity) { XCTAssertEqual(source.subscriptions, []) }
    return events
  }

  func testCombineLatestOfFiveToEightSourcesWithSelector() {
    XCTAssertEqual(
      runEight(arity: 5) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { "\($0 + $1 + $2 + $3 + $4)" }
      }, [.next(205, "15"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 6) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) {
          "\($0 + $1 + $2 + $3 + $4 + $5)"
        }
      }, [.next(206, "21"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 7) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
          "\([$0, $1, $2, $3, $4, $5, $6].reduce(0, +))"
        }
      }, [.next(207, "28"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 8) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
          "\([$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +))"
        }
      }, [.next(208, "36"), .completed(300)])
  }

  func testCombineLatestOfFiveToEightSourcesWithoutSelectorSendsTuples() {
    XCTAssertEqual(
      runEight(arity: 5) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { "\($0)" }
      }, [.next(205, "(1, 2, 3, 4, 5)"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 6) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { "\($0)" }
      }, [.next(206, "(1, 2, 3, 4, 5, 6)"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 7) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { "\($0)" }
      }, [.next(207, "(1, 2, 3, 4, 5, 6, 7)"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 8) { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { "\($0)" }
      }, [.next(208, "(1, 2, 3, 4, 5, 6, 7, 8)"), .completed(300)])
  }

  func testCombineLatestSendsValuesThroughTheObserversOnNext() {
    let other = BehaviorSubject<Int>(value: 100)
    let recorder = recordThroughOnNext([1, 2]) { source in
      Observable.combineLatest(source, other.asObservable()) { $0 + $1 }
    }
    XCTAssertEqual(recorder.values, [101, 102])
    XCTAssertEqual(recorder.events, [])
  }
}
