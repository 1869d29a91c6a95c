import CoreTestSupport
import Dispatch
import ReactiveCore
import XCTest

final class PublishSubjectReentrancyTests: CoreTestCase {
  // Contract 3: a send from inside a handler is delivered after the current event, to every
  // observer, in order; no deadlock, no drop.
  func testReentrantSendIsDeliveredAfterTheCurrentEventToAllObservers() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      if case .next(1) = event {
        subject.onNext(2)
        subject.onNext(3)
      }
    }
    let second = subject.subscribe(log.observer("b"))
    let third = subject.subscribe(log.observer("c"))
    subject.onNext(1)
    XCTAssertEqual(
      log.events,
      [
        "a:next(1)", "b:next(1)", "c:next(1)", "a:next(2)", "b:next(2)", "c:next(2)",
        "a:next(3)", "b:next(3)", "c:next(3)",
      ])
    XCTAssertEqual(log.overlaps, 0)
    for subscription in [first, second, third] { subscription.dispose() }
  }

  // Contract 3: nested reentrant sends keep their order.
  func testNestedReentrantSendsKeepTheirOrder() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe { event in
      log.record(event)
      if case .next(let value) = event, value < 4 {
        subject.onNext(value * 10)
        subject.onNext(value + 1)
      }
    }
    subject.onNext(1)
    XCTAssertEqual(log.elements, [1, 10, 2, 20, 3, 30, 4])
    subscription.dispose()
  }

  // Contract 1 and 3: a reentrant terminal event is delivered after the current value to
  // every observer, and a value sent after it is dropped.
  func testReentrantCompletionFollowsTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      if case .next = event {
        subject.onCompleted()
        subject.onNext(2)
      }
    }
    let second = subject.subscribe(log.observer("b"))
    subject.onNext(1)
    XCTAssertEqual(log.events, ["a:next(1)", "b:next(1)", "a:completed", "b:completed"])
    first.dispose()
    second.dispose()
  }

  // Contract 4: disposing another subscription from inside a handler stops it at once, even
  // for the event being delivered.
  func testDisposingAnotherObserverFromAHandlerStopsItImmediately() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let second = Locked<Disposable?>(nil)
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      second.value?.dispose()
    }
    let secondSubscription = subject.subscribe(log.observer("b"))
    second.withLock { $0 = secondSubscription }
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log.events, ["a:next(1)", "a:next(2)"])
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  // Contract 3 and 6: a value sent from inside a handler before a new subscriber subscribes
  // was sent before that subscription: a PublishSubject does not replay it to the newcomer.
  func testValueSentBeforeReentrantSubscribeIsNotDeliveredToTheNewSubscriber() {
    let subject = PublishSubject<Int>()
    let first = Locked<[Int]>([])
    let late = Locked<[Int]>([])
    let lateSubscription = Locked<Disposable?>(nil)
    let subscription = subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 {
        subject.onNext(2)
        let subscribed = subject.subscribe(onNext: { late.append($0) })
        lateSubscription.withLock { $0 = subscribed }
        subject.onNext(3)
      }
    })
    subject.onNext(1)
    subscription.dispose()
    lateSubscription.value?.dispose()
    XCTAssertEqual(first.value, [1, 2, 3])
    XCTAssertEqual(late.value, [3])
  }

  // Contract 3 and 4: disposing the subject from inside a handler ends every subscription at
  // once: the observers after it in the current delivery and the values queued meanwhile
  // reach no one, and the registry is emptied once the delivery is over.
  func testDisposingTheSubjectFromAHandlerEndsEverySubscriptionAtOnce() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      subject.onNext(2)
      subject.dispose()
    }
    let second = subject.subscribe(log.observer("b"))
    subject.onNext(1)
    subject.onNext(3)
    XCTAssertEqual(log.events, ["a:next(1)"])
    XCTAssertFalse(subject.hasObservers)
    let late = subject.subscribe(log.observer("c"))
    XCTAssertEqual(
      log.events, ["a:next(1)", "c:error(Object `PublishSubject` was already disposed.)"])
    for subscription in [first, second, late] { subscription.dispose() }
  }

  // Contract 3: an observer released because the subject was disposed during a delivery is
  // released outside the lock: its deinit may use the subject. (Released under the lock,
  // this deadlocks: the scenario runs on another thread so the test fails on a timeout.)
  func testObserversReleasedAfterADisposeDuringDeliveryMayUseTheSubject() {
    let finished = expectation(description: "scenario finished")
    let log = SubjectTestLog<Int>()
    DispatchQueue.global().async {
      let subject = BehaviorSubject<Int>(value: 0)
      var probe: DeinitProbe? = DeinitProbe {
        log.record(.next((try? subject.value()) ?? -1))
      }
      var released: Disposable? = subject.subscribe(onNext: { [probe] _ in
        withExtendedLifetime(probe) {}
      })
      probe = nil
      let disposer = subject.skip(1).subscribe(onNext: { _ in subject.dispose() })
      released = nil
      subject.onNext(1)
      disposer.dispose()
      withExtendedLifetime(released) {}
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.events, ["next(-1)"])
  }
}
