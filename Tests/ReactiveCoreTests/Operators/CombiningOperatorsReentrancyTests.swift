import CoreTestSupport
import ReactiveCore
import XCTest

/// A downstream handler that sends into a source of the operator it observes: the send is
/// queued and delivered after the current event, in order; no deadlock, drop or reorder
/// (contract 3).
final class CombiningOperatorsReentrancyTests: CoreTestCase {
  // Contract 3: reentrant sends into both merged sources arrive after the current event.
  func testMergeHandlerSendingIntoSourcesIsDeliveredAfterCurrentEventInOrder() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = Observable.merge(first, second).subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        second.onNext(10)
        first.onNext(2)
        received.append(-1)
      }
    })
    first.onNext(1)
    second.onNext(11)
    subscription.dispose()
    XCTAssertEqual(received.value, [1, -1, 10, 2, 11])
  }

  // Contract 3: combineLatest's handler updates the other source; the new combination follows.
  func testCombineLatestHandlerSendingIntoSourceIsDeliveredAfterCurrentEvent() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let received = Locked<[String]>([])
    let subscription = Observable.combineLatest(first, second) { "\($0)\($1)" }
      .subscribe(onNext: { value in
        received.append(value)
        if value == "1a" {
          second.onNext("b")
          received.append("end of 1a")
        }
      })
    first.onNext(1)
    second.onNext("a")
    first.onNext(2)
    subscription.dispose()
    XCTAssertEqual(received.value, ["1a", "end of 1a", "1b", "2b"])
  }

  // Contract 3: zip's handler feeds both sides again; the next pair follows in order.
  func testZipHandlerSendingIntoBothSourcesIsDeliveredAfterCurrentEvent() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = Observable.zip(first, second) { $0 + $1 }
      .subscribe(onNext: { value in
        received.append(value)
        if value < 40 {
          first.onNext(value)
          second.onNext(value)
        }
      })
    first.onNext(5)
    second.onNext(5)
    subscription.dispose()
    XCTAssertEqual(received.value, [10, 20, 40])
  }

  // Contract 3: flatMap's handler sends into the outer source; the new inner runs afterwards.
  func testFlatMapHandlerSendingIntoOuterSourceIsDeliveredAfterCurrentEvent() {
    let outer = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = outer.flatMap { syncSequence($0, $0 * 10) }
      .subscribe(onNext: { value in
        received.append(value)
        if value == 1 { outer.onNext(2) }
      })
    outer.onNext(1)
    subscription.dispose()
    XCTAssertEqual(received.value, [1, 10, 2, 20])
  }

  // Contract 3: withLatestFrom's handler updates the second source; later elements see it.
  func testWithLatestFromHandlerUpdatingSecondIsSeenByLaterElements() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let received = Locked<[String]>([])
    let subscription = first.withLatestFrom(second) { "\($0)\($1)" }
      .subscribe(onNext: { value in
        received.append(value)
        if value == "1a" {
          second.onNext("b")
          first.onNext(2)
        }
      })
    second.onNext("a")
    first.onNext(1)
    subscription.dispose()
    XCTAssertEqual(received.value, ["1a", "2b"])
  }

  // Contract 3: a share subscriber that sends into the shared source: every subscriber gets
  // the new element after the current one, in order.
  func testShareHandlerSendingIntoSourceIsDeliveredToEverySubscriberInOrder() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    let first = Locked<[Int]>([])
    let second = Locked<[Int]>([])
    let bag = DisposeBag()
    shared.subscribe(onNext: { value in
      first.append(value)
      if value == 1 { source.onNext(2) }
    }).disposed(by: bag)
    shared.subscribe(onNext: { second.append($0) }).disposed(by: bag)
    source.onNext(1)
    XCTAssertEqual(first.value, [1, 2])
    XCTAssertEqual(second.value, [1, 2])
  }

  // Contract 3: subscribing to a share from inside its own handler gets the replay after the
  // current event, then later elements.
  func testShareSubscribingFromInsideHandlerReceivesReplayThenLaterElements() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    let inner = Locked<[Int]>([])
    let innerSubscription = Locked<Disposable?>(nil)
    let outerSubscription = shared.subscribe(onNext: { value in
      if value == 1 {
        let subscription = shared.subscribe(onNext: { inner.append($0) })
        innerSubscription.withLock { $0 = subscription }
      }
    })
    source.onNext(1)
    source.onNext(2)
    outerSubscription.dispose()
    innerSubscription.value?.dispose()
    XCTAssertEqual(inner.value, [1, 2])
    XCTAssertFalse(source.hasObservers)
  }

  // Contract 3: switchLatest's handler switches to a new inner sequence mid-delivery.
  func testFlatMapLatestHandlerSwitchingIsDeliveredAfterCurrentEvent() {
    let outer = PublishSubject<String>()
    let inners = ["a": PublishSubject<String>(), "b": PublishSubject<String>()]
    let received = Locked<[String]>([])
    let subscription = outer.flatMapLatest { inners[$0] ?? PublishSubject<String>() }
      .subscribe(onNext: { value in
        received.append(value)
        if value == "a1" {
          outer.onNext("b")
          inners["a"]?.onNext("a2")
          inners["b"]?.onNext("b1")
        }
      })
    outer.onNext("a")
    inners["a"]?.onNext("a1")
    subscription.dispose()
    XCTAssertEqual(received.value, ["a1", "b1"])
  }

  // Contract 3: concat's handler sends into the current source; it follows in order.
  func testConcatHandlerSendingIntoCurrentSourceIsDeliveredAfterCurrentEvent() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = first.concat(second).subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        first.onNext(2)
        first.onCompleted()
        second.onNext(99)  // not subscribed yet: concat has not moved on
        received.append(-1)
      }
    })
    first.onNext(1)
    second.onNext(3)
    subscription.dispose()
    XCTAssertEqual(received.value, [1, -1, 2, 3])
  }

  // Contract 3: sample's handler feeds source and sampler; the next sample follows in order.
  func testSampleHandlerSendingIntoSourceAndSamplerIsDeliveredAfterCurrentEvent() {
    let source = PublishSubject<Int>()
    let sampler = PublishSubject<Void>()
    let received = Locked<[Int]>([])
    let subscription = source.sample(sampler).subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        source.onNext(2)
        sampler.onNext(())
        received.append(-1)
      }
    })
    source.onNext(1)
    sampler.onNext(())
    subscription.dispose()
    XCTAssertEqual(received.value, [1, -1, 2])
  }

  // Contract 3: a refCount subscriber that sends into the source and subscribes a second
  // observer from inside its handler: no deadlock, order kept.
  func testRefCountHandlerSendingAndSubscribingIsDeliveredAfterCurrentEvent() {
    let source = PublishSubject<Int>()
    let shared = source.publish().refCount()
    let first = Locked<[Int]>([])
    let second = Locked<[Int]>([])
    let inner = Locked<Disposable?>(nil)
    let outer = shared.subscribe(onNext: { value in
      first.append(value)
      if value == 1 {
        let subscription = shared.subscribe(onNext: { second.append($0) })
        inner.withLock { $0 = subscription }
        source.onNext(2)
      }
    })
    source.onNext(1)
    source.onNext(3)
    outer.dispose()
    inner.value?.dispose()
    XCTAssertEqual(first.value, [1, 2, 3])
    XCTAssertEqual(second.value, [2, 3])
    XCTAssertFalse(source.hasObservers)
  }

  // Contract 3: amb's handler sends into the winner and the loser: only the winner's
  // element follows, after the current one.
  func testAmbHandlerSendingIntoWinnerAndLoserKeepsOnlyWinner() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = left.amb(right).subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        right.onNext(100)
        left.onNext(2)
        received.append(-1)
      }
    })
    left.onNext(1)
    subscription.dispose()
    XCTAssertEqual(received.value, [1, -1, 2])
  }
}
