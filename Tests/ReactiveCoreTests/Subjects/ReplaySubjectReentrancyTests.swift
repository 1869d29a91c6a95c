import CoreTestSupport
import ReactiveCore
import XCTest

final class ReplaySubjectReentrancyTests: CoreTestCase {
  // Contract 3: a send from inside a handler is delivered after the current event, to every
  // observer, in order; no deadlock, no drop.
  func testReentrantSendIsDeliveredAfterTheCurrentEventToAllObservers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      if case .next(1) = event {
        subject.onNext(2)
        subject.onCompleted()
      }
    }
    let second = subject.subscribe(log.observer("b"))
    subject.onNext(1)
    XCTAssertEqual(
      log.events,
      ["a:next(1)", "b:next(1)", "a:next(2)", "b:next(2)", "a:completed", "b:completed"])
    first.dispose()
    second.dispose()
  }

  // Contract 3 and 6: a subscriber added from a handler receives the buffer (which already
  // holds a value queued before it subscribed) once, then later values: never a duplicate.
  func testSubscribingFromAHandlerReplaysTheBufferOnceThenLaterValues() {
    let subject = ReplaySubject<Int>.createUnbounded()
    let late = SubjectTestLog<Int>()
    let lateSubscription = Locked<Disposable?>(nil)
    let subscription = subject.subscribe(onNext: { value in
      if value == 1 {
        subject.onNext(2)
        let subscribed = subject.subscribe(late.observer())
        lateSubscription.withLock { $0 = subscribed }
        subject.onNext(3)
      }
    })
    subject.onNext(1)
    subject.onNext(4)
    XCTAssertEqual(late.elements, [1, 2, 3, 4])
    subscription.dispose()
    lateSubscription.value?.dispose()
  }

  // Contract 3: sending from inside a replayed value's handler queues after the replay.
  func testSendFromAReplayedValueHandlerComesAfterTheWholeReplay() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...3 { subject.onNext(value) }
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe { event in
      log.record(event)
      if case .next(1) = event { subject.onNext(4) }
    }
    XCTAssertEqual(log.elements, [1, 2, 3, 4])
    subscription.dispose()
  }
}
