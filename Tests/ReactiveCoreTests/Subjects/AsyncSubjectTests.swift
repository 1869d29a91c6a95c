import CoreTestSupport
import ReactiveCore
import XCTest

final class AsyncSubjectTests: CoreTestCase {
  func testSendsOnlyTheLastValueOnCompletion() {
    let subject = AsyncSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log.events, [])
    subject.onCompleted()
    subject.onNext(3)
    XCTAssertEqual(log.events, ["next(2)", "completed"])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }

  func testEmptyCompletesWithoutValue() {
    let subject = AsyncSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onCompleted()
    XCTAssertEqual(log.events, ["completed"])
    subscription.dispose()
  }

  func testErrorSendsOnlyTheError() {
    let subject = AsyncSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.onError(testError)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["error(TestError(1))"])
    subscription.dispose()
  }

  // Contract 6: a late subscriber receives the same ending.
  func testLateSubscriberReceivesTheLastValueAndCompletion() {
    let completed = AsyncSubject<Int>()
    completed.onNext(1)
    completed.onNext(2)
    completed.onCompleted()
    let empty = AsyncSubject<Int>()
    empty.onCompleted()
    let failed = AsyncSubject<Int>()
    failed.onNext(1)
    failed.onError(testError)
    let completedLog = SubjectTestLog<Int>()
    let emptyLog = SubjectTestLog<Int>()
    let failedLog = SubjectTestLog<Int>()
    completed.subscribe(completedLog.observer()).dispose()
    empty.subscribe(emptyLog.observer()).dispose()
    failed.subscribe(failedLog.observer()).dispose()
    XCTAssertEqual(completedLog.events, ["next(2)", "completed"])
    XCTAssertEqual(emptyLog.events, ["completed"])
    XCTAssertEqual(failedLog.events, ["error(TestError(1))"])
  }

  // Contract 4: a disposed subscription receives nothing more; dispose is idempotent.
  func testDisposedSubscriptionReceivesNothing() {
    let subject = AsyncSubject<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    XCTAssertTrue(subject.hasObservers)
    subscription.dispose()
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers)
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(log.events, [])
  }

  // Contract 3: a value sent from the completion handler of one observer is ignored and the
  // other observers still receive the last value and completion, in order.
  func testEveryObserverReceivesLastValueThenCompletionInOrder() {
    let subject = AsyncSubject<Int>()
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe { event in
      log.record(event, name: "a")
      subject.onNext(9)
    }
    let second = subject.subscribe(log.observer("b"))
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["a:next(1)", "b:next(1)", "a:completed", "b:completed"])
    first.dispose()
    second.dispose()
  }
}
