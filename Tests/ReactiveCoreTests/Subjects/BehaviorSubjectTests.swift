import CoreTestSupport
import ReactiveCore
import XCTest

final class BehaviorSubjectTests: CoreTestCase {
  // Contract 6: a subscriber receives the current value first.
  func testSubscriberReceivesTheCurrentValueThenLaterValues() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["next(1)", "next(2)", "completed"])
    subscription.dispose()
  }

  func testEmptyStillDeliversTheInitialValueThenCompletes() {
    let subject = BehaviorSubject(value: 7)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onCompleted()
    XCTAssertEqual(log.events, ["next(7)", "completed"])
    subscription.dispose()
  }

  func testErrorIsDeliveredAndThrownByValue() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.onError(testError)
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(0)", "next(1)", "error(TestError(1))"])
    XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, testError) }
    subscription.dispose()
  }

  func testValueFollowsOnNextAndSurvivesCompletion() throws {
    let subject = BehaviorSubject(value: "a")
    XCTAssertEqual(try subject.value(), "a")
    subject.onNext("b")
    XCTAssertEqual(try subject.value(), "b")
    subject.onCompleted()
    subject.onNext("c")
    XCTAssertEqual(try subject.value(), "b")
  }

  // Contract 4: a disposed subscription receives nothing more.
  func testDisposedSubscriptionReceivesNothingMore() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(0)", "next(1)"])
    XCTAssertFalse(subject.hasObservers)
  }

  // Contract 6: a late subscriber receives only the terminal event.
  func testLateSubscriberReceivesOnlyTheTerminalEvent() {
    let completed = BehaviorSubject(value: 1)
    completed.onCompleted()
    let failed = BehaviorSubject(value: 1)
    failed.onError(testError)
    let completedLog = SubjectTestLog<Int>()
    let failedLog = SubjectTestLog<Int>()
    completed.subscribe(completedLog.observer()).dispose()
    failed.subscribe(failedLog.observer()).dispose()
    XCTAssertEqual(completedLog.events, ["completed"])
    XCTAssertEqual(failedLog.events, ["error(TestError(1))"])
  }

  func testHasObserversFollowsSubscriptionsAndTerminalEvents() {
    let subject = BehaviorSubject(value: 0)
    XCTAssertFalse(subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertTrue(subject.hasObservers)
    subject.onCompleted()
    XCTAssertFalse(subject.hasObservers)
    second.dispose()
  }

  func testDisposingTheSubjectMakesValueThrowAndRejectsSubscribers() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.dispose()
    subject.dispose()
    subject.onNext(1)
    XCTAssertTrue(subject.isDisposed)
    XCTAssertThrowsError(try subject.value()) {
      XCTAssertEqual($0 as? RxError, .disposed(object: "BehaviorSubject"))
    }
    let late = SubjectTestLog<Int>()
    subject.subscribe(late.observer()).dispose()
    XCTAssertEqual(log.events, ["next(0)"])
    XCTAssertEqual(late.events, ["error(Object `BehaviorSubject` was already disposed.)"])
    subscription.dispose()
  }
}
