import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Sends from inside handlers, through the single-source operators.
final class SingleSourceOperatorsReentrancyTests: CoreTestCase {
  // Contract 3: a send from inside a handler is queued and delivered after the current event,
  // in order.
  func testMapReentrantSendsAreDeliveredAfterTheCurrentEventInOrder() {
    let subject = PublishSubject<Int>()
    let log = Locked<[String]>([])
    let subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
      log.append("begin \(value)")
      if value == 10 {
        subject.onNext(2)
        subject.onNext(3)
      }
      log.append("end \(value)")
    })
    subject.onNext(1)
    subscription.dispose()
    XCTAssertEqual(log.value, ["begin 10", "end 10", "begin 20", "end 20", "begin 30", "end 30"])
  }

  // Contract 3: reentrant sends keep the accumulated state consistent.
  func testScanReentrantSendsAccumulateInOrder() {
    let subject = PublishSubject<Int>()
    let sums = Locked<[Int]>([])
    let subscription = subject.scan(0, accumulator: +).subscribe(onNext: { sum in
      sums.append(sum)
      if sum < 5 { subject.onNext(1) }
    })
    subject.onNext(1)
    subscription.dispose()
    XCTAssertEqual(sums.value, [1, 2, 3, 4, 5])
  }

  // Contracts 1 and 3: take stops at its count even when the handler keeps sending.
  func testTakeWithReentrantSendsCompletesOnceAndSendsNothingAfter() {
    let subject = PublishSubject<Int>()
    let events = Locked<[Event<Int>]>([])
    let subscription = subject.take(2).subscribe { event in
      events.append(event)
      if case .next(let value) = event { subject.onNext(value + 1) }
    }
    subject.onNext(1)
    subject.onNext(100)
    subscription.dispose()
    XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
    XCTAssertFalse(subject.hasObservers)
  }

  // Contract 3: take(until:) triggered from inside the source's handler completes after the
  // current element.
  func testTakeUntilOtherFiredFromInsideAHandler() {
    let source = PublishSubject<Int>()
    let stop = PublishSubject<Void>()
    let events = Locked<[Event<Int>]>([])
    let subscription = source.take(until: stop).subscribe { event in
      events.append(event)
      if event.element == 2 { stop.onNext(()) }
    }
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    subscription.dispose()
    XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
    XCTAssertFalse(source.hasObservers)
    XCTAssertFalse(stop.hasObservers)
  }

  // Contract 3: a do handler sending into its own source sees the events in order.
  func testDoHandlerReentrantSend() {
    let subject = PublishSubject<Int>()
    let log = Locked<[String]>([])
    let subscription = subject.do(onNext: { value in
      log.append("do \(value)")
      if value == 1 { subject.onNext(2) }
    })
    .subscribe(onNext: { log.append("got \($0)") })
    subject.onNext(1)
    subscription.dispose()
    XCTAssertEqual(log.value, ["do 1", "got 1", "do 2", "got 2"])
  }

  // Contract 3: an infinite synchronous chain subscribed from inside a handler ends, and has
  // sent everything before its subscribe returns.
  func testInfiniteSynchronousChainSubscribedInsideAHandlerTerminates() {
    let subject = PublishSubject<Int>()
    let collected = Locked<[[Int]]>([])
    let subscription = subject.subscribe(onNext: { count in
      let inner = Locked<[[Int]]>([])
      Observable.from(1...).take(count).toArray()
        .subscribe(onNext: { inner.append($0) })
        .dispose()
      collected.withLock { $0.append(contentsOf: inner.value) }
    })
    subject.onNext(2)
    subject.onNext(3)
    subscription.dispose()
    XCTAssertEqual(collected.value, [[1, 2], [1, 2, 3]])
  }

  // Contract 3: the same while an outer synchronous chain is still running.
  func testInfiniteSynchronousChainSubscribedWhileAnOuterChainRuns() {
    let collected = Locked<[[Int]]>([])
    Observable.of(1, 2).map { $0 + 1 }
      .subscribe(onNext: { count in
        let inner = Locked<[[Int]]>([])
        Observable.repeatElement(count).take(count).toArray()
          .subscribe(onNext: { inner.append($0) })
          .dispose()
        collected.withLock { $0.append(contentsOf: inner.value) }
      })
      .dispose()
    XCTAssertEqual(collected.value, [[2, 2], [3, 3, 3]])
  }

  // Contract 3: catch's fallback sending into the failed source's subject does not deadlock.
  func testCatchFallbackSubscribedFromTheErrorPath() {
    let subject = PublishSubject<Int>()
    let events = Locked<[Event<Int>]>([])
    let subscription = subject.catch { _ in Observable.of(7, 8) }.subscribe { event in
      events.append(event)
      if event.element == 1 { subject.onError(testError) }
    }
    subject.onNext(1)
    subscription.dispose()
    XCTAssertEqual(events.value, [.next(1), .next(7), .next(8), .completed])
  }
}
