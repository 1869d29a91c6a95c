import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Infallible's operators keep RxSwift's Observable semantics (same events, same times) and
/// return an ``Infallible``.
final class InfallibleOperatorsTests: CoreTestCase {
  private var scheduler = TestScheduler(initialClock: 0)

  private func hot(_ events: [Recorded<Event<Int>>]) -> Infallible<Int> {
    scheduler.createHotObservable(events).asInfallible(onErrorJustReturn: -1)
  }

  private func start<Element>(_ build: @escaping () -> Infallible<Element>)
    -> TestableObserver<Element>
  {
    scheduler.start { build().asObservable() }
  }

  func testMapCompactMapFilterScan() {
    let xs = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let res = start { () -> Infallible<Int> in
      let mapped: Infallible<Int> = xs.map { $0 * 10 }
      let kept: Infallible<Int> = mapped.compactMap { $0 == 20 ? nil : $0 }.filter { $0 > 5 }
      let sums: Infallible<Int> = kept.scan(0, accumulator: +)
      let lists: Infallible<[Int]> = sums.scan(into: [Int]()) { $0.append($1) }
      return lists.map { $0.last ?? 0 }
    }
    XCTAssertEqual(res.events, [.next(210, 10), .next(230, 40), .completed(240)])
  }

  func testDistinctUntilChangedVariants() {
    let xs = hot([.next(210, 1), .next(220, 1), .next(230, 3), .next(240, 5), .completed(250)])
    XCTAssertEqual(
      start { xs.distinctUntilChanged() }.events,
      [.next(210, 1), .next(230, 3), .next(240, 5), .completed(250)])
    scheduler = TestScheduler(initialClock: 0)
    let ys = hot([.next(210, 1), .next(220, 3), .next(230, 4), .completed(250)])
    XCTAssertEqual(
      start { ys.distinctUntilChanged { $0 % 2 } }.events,
      [.next(210, 1), .next(230, 4), .completed(250)])
    scheduler = TestScheduler(initialClock: 0)
    let zs = hot([.next(210, 1), .next(220, 2), .next(230, 4), .completed(250)])
    XCTAssertEqual(
      start { zs.distinctUntilChanged { abs($0 - $1) < 2 } }.events,
      [.next(210, 1), .next(230, 4), .completed(250)])
  }

  func testStartWithSkipTakeDo() {
    let xs = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let log = Locked<[String]>([])
    let res = start {
      xs.do(
        onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") },
        onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") }
      ).skip(1).startWith(0).take(2)
    }
    XCTAssertEqual(res.events, [.next(200, 0), .next(220, 2), .completed(220)])
    XCTAssertEqual(log.value, ["subscribe", "next(1)", "next(2)", "dispose"])
  }

  func testTakeWhileAndUntil() {
    let xs = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(
      start { xs.take(while: { $0 < 2 }, behavior: .inclusive) }.events,
      [.next(210, 1), .next(220, 2), .completed(220)])
    scheduler = TestScheduler(initialClock: 0)
    let ys = hot([.next(210, 1), .next(230, 3), .completed(240)])
    let stop = hot([.next(220, 0)])
    XCTAssertEqual(start { ys.take(until: stop) }.events, [.next(210, 1), .completed(220)])
  }

  func testWithLatestFrom() {
    let xs = hot([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    let ys = hot([.next(220, 10), .next(240, 20)])
    XCTAssertEqual(
      start { xs.withLatestFrom(ys) { $0 + $1 } }.events,
      [.next(230, 12), .next(250, 23), .completed(260)])
    scheduler = TestScheduler(initialClock: 0)
    let as1 = hot([.next(230, 2), .completed(260)])
    let bs = hot([.next(220, 10)])
    XCTAssertEqual(start { as1.withLatestFrom(bs) }.events, [.next(230, 10), .completed(260)])
  }

  func testFlatMapFamily() {
    let xs = hot([.next(210, 1), .next(215, 2), .completed(300)])
    // Each case runs on a new scheduler: the inner sequences are made on the current one.
    let inner: (TestScheduler) -> @Sendable (Int) -> Infallible<Int> = { scheduler in
      { value in Infallible.of(value * 10, scheduler: scheduler) }
    }
    XCTAssertEqual(
      start { xs.flatMap(inner(self.scheduler)) }.events,
      [.next(211, 10), .next(216, 20), .completed(300)])
    scheduler = TestScheduler(initialClock: 0)
    let ys = hot([.next(210, 1), .next(211, 2), .completed(300)])
    XCTAssertEqual(
      start { ys.flatMapLatest(inner(self.scheduler)) }.events, [.next(212, 20), .completed(300)])
    scheduler = TestScheduler(initialClock: 0)
    let zs = hot([.next(210, 1), .next(211, 2), .completed(300)])
    XCTAssertEqual(
      start { zs.flatMapFirst(inner(self.scheduler)) }.events, [.next(211, 10), .completed(300)])
    scheduler = TestScheduler(initialClock: 0)
    let ws = hot([.next(210, 1), .next(211, 2), .completed(300)])
    XCTAssertEqual(
      start { ws.concatMap(inner(self.scheduler)) }.events,
      [.next(211, 10), .next(213, 20), .completed(300)])
  }

  func testMergeAndConcat() {
    let xs = hot([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = hot([.next(220, 2), .completed(250)])
    XCTAssertEqual(
      start { Infallible.merge(xs, ys) }.events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start {
        Infallible.concat(.of(1, 2), .just(3)).concat(Infallible.just(4)).asObservable()
      }.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
  }

  func testCombineLatestAndZip() {
    let xs = hot([.next(210, 1), .next(230, 2), .completed(260)])
    let ys = hot([.next(220, 10), .next(240, 20), .completed(250)])
    XCTAssertEqual(
      start { Infallible.combineLatest(xs, ys) { $0 + $1 } }.events,
      [.next(220, 11), .next(230, 12), .next(240, 22), .completed(260)])
    scheduler = TestScheduler(initialClock: 0)
    let as1 = hot([.next(210, 1), .next(230, 2), .completed(260)])
    let bs = hot([.next(220, 10), .next(240, 20), .completed(250)])
    let cs = hot([.next(205, 100), .next(206, 200), .completed(250)])
    XCTAssertEqual(
      start { Infallible.zip(as1, bs, cs).map { $0 + $1 + $2 } }.events,
      [.next(220, 111), .next(240, 222), .completed(260)])
  }

  /// 5 sources and more (RxSwift goes to 8): the same events as the Observable operators.
  func testCombineLatestAndZipOfFiveAndMore() {
    let xs = hot([.next(210, 1), .next(230, 2), .completed(260)])
    let ys = Infallible.just(10)
    let res = start { () -> Infallible<Int> in
      Infallible.combineLatest(xs, ys, ys, ys, ys, ys) {
        (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int in a + b + c + d + e + f
      }
    }
    XCTAssertEqual(res.events, [.next(210, 51), .next(230, 52), .completed(260)])
    scheduler = TestScheduler(initialClock: 0)
    let zs = hot([.next(210, 1), .next(230, 2), .completed(260)])
    let tuples = start { () -> Infallible<String> in
      let zipped: Infallible<(Int, Int, Int, Int, Int, String)> = Infallible.zip(
        zs, zs, zs, zs, zs, Infallible.of("a", "b"))
      return zipped.map { value -> String in
        let (a, b, c, d, e, f) = value
        return "\(a + b + c + d + e)\(f)"
      }
    }
    XCTAssertEqual(tuples.events, [.next(210, "5a"), .next(230, "10b"), .completed(260)])
    scheduler = TestScheduler(initialClock: 0)
    let ws = hot([.next(210, 1), .completed(260)])
    let latest = start { () -> Infallible<Int> in
      let combined: Infallible<(Int, Int, Int, Int, Int)> = Infallible.combineLatest(
        ws, ws, ws, ws, ws)
      return combined.map { value -> Int in
        let (a, b, c, d, e) = value
        return a + b + c + d + e
      }
    }
    XCTAssertEqual(latest.events, [.next(210, 5), .completed(260)])
    let zipSelected = TestScheduler(initialClock: 0).start { () -> Observable<Int> in
      Infallible.zip(ys, ys, ys, ys, ys) {
        (a: Int, b: Int, c: Int, d: Int, e: Int) -> Int in a + b + c + d + e
      }.asObservable()
    }
    XCTAssertEqual(zipSelected.events, [.next(200, 50), .completed(200)])
  }

  func testShareDebounceThrottle() {
    let xs = hot([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
    XCTAssertEqual(
      start { xs.debounce(.seconds(10), scheduler: self.scheduler) }.events,
      [.next(225, 2), .next(250, 3), .completed(300)])
    scheduler = TestScheduler(initialClock: 0)
    let ys = hot([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
    XCTAssertEqual(
      start { ys.throttle(.seconds(10), latest: false, scheduler: self.scheduler) }.events,
      [.next(210, 1), .next(240, 3), .completed(300)])
    let subscriptions = Locked(0)
    let shared = Infallible.deferred {
      subscriptions.add(1)
      return Infallible<Int>.never()
    }.share(replay: 1)
    let a = shared.subscribe()
    let b = shared.subscribe()
    XCTAssertEqual(subscriptions.value, 1)
    a.dispose()
    b.dispose()
  }
}
