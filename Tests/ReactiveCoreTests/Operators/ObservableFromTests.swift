import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableFromTests: CoreTestCase {
  func testOfSendsElementsInOrderThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func testOfWithNoElementsCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.of() }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testOfOnSchedulerSendsOneElementPerAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  func testOfOnSchedulerStopsWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func testFromArraySendsElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(["a", "b"]) }
    XCTAssertEqual(res.events, [.next(200, "a"), .next(200, "b"), .completed(200)])
  }

  func testFromEmptyArrayCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.from([]) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testFromArrayOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testFromSequenceIteratesAnewForEachSubscription() {
    let source = Observable.from(stride(from: 0, to: 6, by: 2))
    let received = Locked<[Int]>([])
    source.subscribe(onNext: { received.append($0) }).dispose()
    source.subscribe(onNext: { received.append($0) }).dispose()
    XCTAssertEqual(received.value, [0, 2, 4, 0, 2, 4])
  }

  func testFromSequenceOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(1...2, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testFromOptionalWithValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: Int("7")) }
    XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
  }

  func testFromOptionalWithNilCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: Int("x")) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testFromOptionalOnScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: 7, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
  }

  func testFromLargeRangeStopsLoopingOnceTakeHasEnough() {
    let pulled = Locked<Int>(0)
    let numbers = (1...1_000_000).lazy.map { value -> Int in
      pulled.add(1)
      return value
    }
    let received = Locked<[Int]>([])
    let completed = Locked<Bool>(false)
    Observable.from(numbers).take(2)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed.withLock { $0 = true } })
      .dispose()
    XCTAssertEqual(received.value, [1, 2])
    XCTAssertTrue(completed.value)
    XCTAssertEqual(pulled.value, 2)
  }

  func testFromStopsLoopingWhenAnOperatorDownstreamFails() {
    let pulled = Locked<Int>(0)
    let numbers = (1...).lazy.map { value -> Int in
      pulled.add(1)
      return value
    }
    let events = Locked<[Event<Int>]>([])
    Observable.from(numbers)
      .map { value -> Int in
        if value == 3 { throw testError }
        return value
      }
      .subscribe { events.append($0) }
      .dispose()
    XCTAssertEqual(events.value, [.next(1), .next(2), .error(testError)])
    XCTAssertEqual(pulled.value, 3)
  }

  func testSynchronousSourceSubscribedInsideAHandlerSendsEverythingBeforeSubscribeReturns() {
    let received = Locked<[Int]>([])
    let outer = Observable.of(1, 2).map { $0 }
    let subscription = outer.subscribe(onNext: { value in
      Observable.of(value * 10, value * 100).subscribe(onNext: { received.append($0) })
        .dispose()
    })
    subscription.dispose()
    XCTAssertEqual(received.value, [10, 100, 20, 200])
  }

  func testTwoInfiniteSynchronousSourcesInOneChainTakeTurns() {
    let received = Locked<[String]>([])
    let left = Observable.repeatElement("L")
    let right = Observable.repeatElement("R")
    Observable<String>.create { observer in
      Disposables.create(left.subscribe(observer), right.subscribe(observer))
    }
    .take(4)
    .subscribe(onNext: { received.append($0) })
    .dispose()
    XCTAssertEqual(received.value, ["L", "R", "L", "R"])
  }

  func testFromArrayOfOptionalsSendsNilElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int?>.from([1, nil, 3]) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, nil), .next(200, 3), .completed(200)])
  }

  func testFromOnSchedulerWithTakeStopsScheduling() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(1..., scheduler: scheduler).take(2) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(202)])
  }

  func testFromSendsValuesThroughTheObserversOnNext() {
    let recorder = OnNextRecorder<Int>()
    let subscription = Observable.from([1, 2, 3]).subscribe(recorder)
    XCTAssertEqual(recorder.values, [1, 2, 3])
    XCTAssertEqual(recorder.events, [.completed])
    subscription.dispose()
  }
}
