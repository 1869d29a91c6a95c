import CoreTestSupport
import ReactiveCore
import XCTest

final class PublishSubjectTests: CoreTestCase {
  func testDeliversValuesSentAfterSubscribing() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    subject.onNext(0)
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["next(1)", "next(2)", "completed"])
    subscription.dispose()
  }

  func testEmptyCompletesWithoutValues() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onCompleted()
    XCTAssertEqual(log.events, ["completed"])
    subscription.dispose()
  }

  // Contract 1: nothing after a terminal event.
  func testErrorEndsEverySubscriptionAndLaterEventsAreIgnored() {
    let subject = PublishSubject<Int>()
    let first = SubjectTestLog<Int>()
    let second = SubjectTestLog<Int>()
    let subscriptions = [subject.subscribe(first.observer()), subject.subscribe(second.observer())]
    subject.onNext(1)
    subject.onError(testError)
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(first.events, ["next(1)", "error(TestError(1))"])
    XCTAssertEqual(second.events, ["next(1)", "error(TestError(1))"])
    XCTAssertFalse(subject.hasObservers)
    for subscription in subscriptions { subscription.dispose() }
  }

  // Contract 4: a disposed subscription receives nothing more.
  func testDisposedSubscriptionReceivesNothingMore() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let other = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    let otherSubscription = subject.subscribe(other.observer())
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["next(1)"])
    XCTAssertEqual(other.events, ["next(1)", "next(2)", "completed"])
    otherSubscription.dispose()
  }

  // Contract 6: a late subscriber receives the terminal event at once, and no value.
  func testLateSubscriberReceivesOnlyTheTerminalEvent() {
    let completed = PublishSubject<Int>()
    completed.onNext(1)
    completed.onCompleted()
    let failed = PublishSubject<Int>()
    failed.onNext(1)
    failed.onError(testError)
    let completedLog = SubjectTestLog<Int>()
    let failedLog = SubjectTestLog<Int>()
    completed.subscribe(completedLog.observer()).dispose()
    failed.subscribe(failedLog.observer()).dispose()
    XCTAssertEqual(completedLog.events, ["completed"])
    XCTAssertEqual(failedLog.events, ["error(TestError(1))"])
  }

  func testHasObserversFollowsSubscriptions() {
    let subject = PublishSubject<Int>()
    XCTAssertFalse(subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertTrue(subject.hasObservers)
    second.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  // Contract 4: dispose is idempotent.
  func testDisposingASubscriptionTwiceIsHarmless() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    let other = subject.subscribe(onNext: { _ in })
    subscription.dispose()
    subscription.dispose()
    XCTAssertTrue(subject.hasObservers)
    subject.onNext(1)
    XCTAssertEqual(log.events, [])
    other.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testDisposingTheSubjectEndsSubscriptionsSilentlyAndRejectsNewOnes() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.dispose()
    subject.dispose()
    subject.onNext(2)
    XCTAssertTrue(subject.isDisposed)
    XCTAssertFalse(subject.hasObservers)
    let late = SubjectTestLog<Int>()
    subject.subscribe(late.observer()).dispose()
    XCTAssertEqual(log.events, ["next(1)"])
    XCTAssertEqual(late.events, ["error(Object `PublishSubject` was already disposed.)"])
    subscription.dispose()
  }

  // Contract 6: as in RxSwift, disposing forgets the terminal event.
  func testDisposingACompletedSubjectReportsDisposedToLateSubscribers() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.dispose()
    let late = SubjectTestLog<Int>()
    subject.subscribe(late.observer()).dispose()
    XCTAssertEqual(late.events, ["error(Object `PublishSubject` was already disposed.)"])
  }

  func testObserversReceiveEventsInSubscriptionOrder() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscriptions = ["a", "b", "c"].map { subject.subscribe(log.observer($0)) }
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(
      log.events,
      ["a:next(1)", "b:next(1)", "c:next(1)", "a:completed", "b:completed", "c:completed"])
    for subscription in subscriptions { subscription.dispose() }
  }
}
