import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableZipTests: CoreTestCase {
  func testZipPairsElementsByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(250)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(215, 11), .next(225, 22), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testZipWithoutSelectorSendsTuples() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
    let ys = scheduler.createHotObservable([.next(215, "a"), .completed(250)])
    let res = scheduler.start { Observable.zip(xs, ys) }
    XCTAssertEqual(describedEvents(res.events), [.next(215, "(1, \"a\")"), .completed(250)])
  }

  func testZipOfEmptySourcesCompletesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testZipErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .error(225, testError)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
  }

  func testZipSelectorErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(235, 20), .completed(300)])
    let res = scheduler.start {
      Observable.zip(xs, ys) { x, y -> Int in
        if x == 2 { throw testError }
        return x + y
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(235, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
  }

  func testZipDisposeUnsubscribesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
    let res = scheduler.start(disposed: 235) { Observable.zip(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
  }

  func testZipOfThreeSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(260)])
    let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
    let c = scheduler.createHotObservable([.next(230, 100), .completed(250)])
    let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
    XCTAssertEqual(res.events, [.next(230, 111), .completed(260)])
    XCTAssertEqual(c.subscriptions, [Subscription(200, 250)])
    let triples = TestScheduler(initialClock: 0)
    let x = triples.createHotObservable([.next(210, 1), .completed(300)])
    let y = triples.createHotObservable([.next(220, "y"), .completed(300)])
    let z = triples.createHotObservable([.next(230, true), .completed(300)])
    let tuples = triples.start { Observable.zip(x, y, z) }
    XCTAssertEqual(
      describedEvents(tuples.events), [.next(230, "(1, \"y\", true)"), .completed(300)])
  }

  func testZipOfFourSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...4).map { index in
      scheduler.createHotObservable([.next(200 + index * 10, index), .completed(300)])
    }
    let res = scheduler.start {
      Observable.zip(sources[0], sources[1], sources[2], sources[3]) { $0 + $1 + $2 + $3 }
    }
    XCTAssertEqual(res.events, [.next(240, 10), .completed(300)])
    let tuples = TestScheduler(initialClock: 0)
    let w = tuples.createHotObservable([.next(210, 1), .completed(220)])
    let x = tuples.createHotObservable([.next(210, 2), .completed(220)])
    let y = tuples.createHotObservable([.next(210, 3), .completed(220)])
    let z = tuples.createHotObservable([.next(215, 4), .completed(230)])
    let quads = tuples.start { Observable.zip(w, x, y, z) }
    XCTAssertEqual(describedEvents(quads.events), [.next(215, "(1, 2, 3, 4)"), .completed(230)])
    XCTAssertEqual(z.subscriptions, [Subscription(200, 230)])
  }

  func testZipOfCollectionSendsArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(300)])
    let res = scheduler.start { Observable.zip([a, b]) }
    XCTAssertEqual(res.events, [.next(215, [1, 10]), .next(225, [2, 20]), .completed(300)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
  }

  func testZipOfCollectionCompletesWhenAnElementCannotBePaired() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let b = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])
    let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.next(215, 11), .completed(230)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
  }

  // RxSwift's testZip_NonEmptyEmpty: with 2-4 sources, a source that completes with nothing
  // queued does not end the zip; only every source completing does, even though the other
  // source's values can never be paired.
  func testZipOfTwoCompletesOnlyWhenBothAreDoneEvenIfTheOtherKeepsSending() {
    let scheduler = TestScheduler(initialClock: 0)
    let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let res = scheduler.start { Observable.zip(o, e) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
  }

  // RxSwift's testZip_NAry_asymmetric: the collection zip completes as soon as a value arrives
  // that can never be paired because every other source is done.
  func testZipOfCollectionCompletesAtTheFirstValueThatCanNeverBePaired() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 1), .next(250, 4), .completed(270),
    ])
    let e1 = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ])
    let e2 = scheduler.createHotObservable([
      .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
    ])
    let res = scheduler.start { Observable.zip([e0, e1, e2]) { $0.map(String.init).joined() } }
    XCTAssertEqual(res.events, [.next(230, "123"), .next(260, "456"), .completed(310)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
  }

  func testZipOfEmptyCollectionCompletesImmediately() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.zip([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testZipOfCollectionErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.error(220, testError, Int.self)])
    let res = scheduler.start { Observable.zip([a, b]) }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
  }

  func testZipOfCollectionDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let res = scheduler.start(disposed: 215) { Observable.zip([a, b]) }
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

  func testZipOfFiveToEightSourcesWithSelector() {
    XCTAssertEqual(
      runEight(arity: 5) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4]) { "\($0 + $1 + $2 + $3 + $4)" }
      }, [.next(205, "15"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 6) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) {
          "\($0 + $1 + $2 + $3 + $4 + $5)"
        }
      }, [.next(206, "21"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 7) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
          "\([$0, $1, $2, $3, $4, $5, $6].reduce(0, +))"
        }
      }, [.next(207, "28"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 8) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
          "\([$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +))"
        }
      }, [.next(208, "36"), .completed(300)])
  }

  func testZipOfFiveToEightSourcesWithoutSelectorSendsTuples() {
    XCTAssertEqual(
      runEight(arity: 5) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { "\($0)" }
      }, [.next(205, "(1, 2, 3, 4, 5)"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 6) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { "\($0)" }
      }, [.next(206, "(1, 2, 3, 4, 5, 6)"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 7) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { "\($0)" }
      }, [.next(207, "(1, 2, 3, 4, 5, 6, 7)"), .completed(300)])
    XCTAssertEqual(
      runEight(arity: 8) { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { "\($0)" }
      }, [.next(208, "(1, 2, 3, 4, 5, 6, 7, 8)"), .completed(300)])
  }
}
