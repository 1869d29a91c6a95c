import CoreTestSupport
import ReactiveCore
import XCTest

final class BehaviorSubjectReentrancyTests: CoreTestCase {
  // Contract 3: a send from inside a handler is delivered after the current event, to every
  // observer, in order; no deadlock, no drop.
  func testReentrantSendIsDeliveredAfterTheCurrentEventToAllObservers() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      if case .next(1) = event { subject.onNext(2) }
    }
    let second = subject.subscribe(log.observer("b"))
    subject.onNext(1)
    XCTAssertEqual(
      log.events,
      ["a:next(0)", "b:next(0)", "a:next(1)", "b:next(1)", "a:next(2)", "b:next(2)"])
    XCTAssertEqual(try subject.value(), 2)
    first.dispose()
    second.dispose()
  }

  // Contract 3: sending from the handler of the initial value works and stays in order.
  func testSendFromTheInitialValueHandlerIsDeliveredAfterIt() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe { event in
      log.record(event)
      if case .next(0) = event { subject.onNext(1) }
    }
    XCTAssertEqual(log.events, ["next(0)", "next(1)"])
    subscription.dispose()
  }

  // Contract 3 and 6: a subscriber added from inside a handler receives the value current
  // at its subscription once, then later values: never a duplicate.
  func testSubscribingFromAHandlerGetsTheCurrentValueOnceThenLaterOnes() {
    let subject = BehaviorSubject(value: 0)
    let late = SubjectTestLog<Int>()
    let lateSubscriptions = Locked<[Disposable]>([])
    let subscription = subject.subscribe(onNext: { value in
      if value == 1 {
        subject.onNext(2)
        let subscribed = subject.subscribe(late.observer("after2"))
        lateSubscriptions.append(subscribed)
      }
      if value == 2 {
        let subscribed = subject.subscribe(late.observer("at2"))
        lateSubscriptions.append(subscribed)
        subject.onNext(3)
      }
    })
    subject.onNext(1)
    // Each newcomer's current value is queued behind what was sent before it subscribed.
    XCTAssertEqual(
      late.events, ["after2:next(2)", "at2:next(2)", "after2:next(3)", "at2:next(3)"])
    subscription.dispose()
    for lateSubscription in lateSubscriptions.value { lateSubscription.dispose() }
  }
}
