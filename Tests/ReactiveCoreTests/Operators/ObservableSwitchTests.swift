import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableSwitchTests: CoreTestCase {
  func testSwitchLatestDisposesThePreviousInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(50)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(30)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .next(225, ys2), .completed(240)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(
      res.events, [.next(220, 101), .next(235, 201), .next(245, 202), .completed(255)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(225, 255)])
  }

  func testSwitchLatestCompletesWithOuterWhenInnerAlreadyCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 101), .completed(300)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testSwitchLatestOfEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      [Recorded<Event<TestableObservable<Int>>>]([
        .completed(250)
      ]))
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSwitchLatestInnerErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .error(20, testError)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 101), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testSwitchLatestOuterErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .error(225, testError)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 101), .error(225, testError)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 225)])
  }

  func testSwitchLatestDisposeUnsubscribesOuterAndInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(30, 102), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])
    let res = scheduler.start(disposed: 230) { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 101)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
  }

  func testFlatMapLatestMirrorsOnlyTheLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(40)]),
      scheduler.createColdObservable([.next(5, 21), .completed(10)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(300)])
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    XCTAssertEqual(res.events, [.next(220, 11), .next(235, 21), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(230, 240)])
  }

  func testFlatMapLatestOfEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.flatMapLatest { syncSequence($0) } }
    XCTAssertEqual(res.events, [.completed(250)])
  }

  func testFlatMapLatestSelectorErrorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.flatMapLatest { value -> Observable<Int> in
        if value == 2 { throw testError }
        return syncSequence(value)
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testFlatMapLatestDisposeUnsubscribesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start(disposed: 225) { xs.flatMapLatest { _ in inner } }
    XCTAssertEqual(res.events, [.next(220, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 225)])
  }

  func testFlatMapLatestSendsInnerValuesThroughTheObserversOnNext() {
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
    let recorder = OnNextRecorder<Int>()
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(recorder)
    outer.onNext(0)
    inners[0].onNext(1)
    outer.onNext(1)
    inners[0].onNext(2)
    inners[1].onNext(3)
    inners[1].onCompleted()
    outer.onCompleted()
    XCTAssertEqual(recorder.values, [1, 3])
    XCTAssertEqual(recorder.events, [.completed])
    XCTAssertFalse(inners[0].hasObservers)
    subscription.dispose()
  }

  func testFlatMapLatestWithSynchronousInnersReceivesEachAndUnsubscribesEverything() {
    let outer = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = outer.flatMapLatest { Observable.of($0, $0 * 10) }
      .subscribe(onNext: { received.append($0) })
    outer.onNext(1)
    outer.onNext(2)
    XCTAssertEqual(received.value, [1, 10, 2, 20])
    subscription.dispose()
    XCTAssertFalse(outer.hasObservers)
  }

  func testFlatMapLatestTerminalEventReleasesTheCurrentInner() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = outer.flatMapLatest { _ in inner }.subscribe(recorder)
    outer.onNext(1)
    XCTAssertTrue(inner.hasObservers)
    outer.onError(testError)
    XCTAssertFalse(inner.hasObservers)
    inner.onNext(5)
    XCTAssertEqual(recorder.events, [.error(testError)])
    subscription.dispose()
  }

  func testFlatMapLatestSwitchingDisposesThePreviousInnerBeforeSubscribingTheNext() {
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
    let observedWhileSubscribing = Locked<[Bool]>([])
    let subscription = outer.flatMapLatest { index in
      Observable<Int>.deferred {
        observedWhileSubscribing.append(inners[0].hasObservers)
        return inners[index].asObservable()
      }
    }
    .subscribe()
    outer.onNext(0)
    outer.onNext(1)
    XCTAssertEqual(observedWhileSubscribing.value, [false, false])
    XCTAssertFalse(inners[0].hasObservers)
    XCTAssertTrue(inners[1].hasObservers)
    subscription.dispose()
    XCTAssertFalse(inners[1].hasObservers)
  }

  // Contract 4: disposed while subscribing to an inner sequence (from inside that subscribe):
  // the subscription it was making is ended as soon as it exists, nothing is delivered.
  func testFlatMapLatestDisposedWhileSubscribingTheInnerEndsThatSubscription() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let holder = Locked<Disposable?>(nil)
    let received = Locked<[Int]>([])
    let subscription = outer.flatMapLatest { _ in
      Observable<Int>.deferred {
        holder.value?.dispose()
        return inner.asObservable()
      }
    }
    .subscribe(onNext: { received.append($0) })
    holder.withLock { $0 = subscription }
    outer.onNext(0)
    XCTAssertFalse(inner.hasObservers, "the inner subscription made during dispose was kept")
    inner.onNext(1)
    XCTAssertEqual(received.value, [])
    XCTAssertFalse(outer.hasObservers)
  }

  // Contract 3: a handler switches away from the inner sequence delivering to it and back to
  // it: the value that inner sends meanwhile arrives once, after the current one, and every
  // inner subscription ends with the result's.
  func testFlatMapLatestHandlerSwitchingBackToTheDeliveringInnerReceivesItsValueOnce() {
    let outer = PublishSubject<String>()
    let inners = ["a": PublishSubject<String>(), "b": PublishSubject<String>()]
    let received = Locked<[String]>([])
    let subscription = outer.flatMapLatest { inners[$0] ?? PublishSubject<String>() }
      .subscribe(onNext: { value in
        received.append(value)
        if value == "a1" {
          outer.onNext("b")
          outer.onNext("a")
          inners["a"]?.onNext("a2")
        }
      })
    outer.onNext("a")
    inners["a"]?.onNext("a1")
    inners["b"]?.onNext("b1")
    XCTAssertEqual(received.value, ["a1", "a2"])
    XCTAssertEqual(inners["b"]?.hasObservers, false)
    subscription.dispose()
    XCTAssertEqual(inners["a"]?.hasObservers, false, "an inner subscription outlived the result")
  }
}
