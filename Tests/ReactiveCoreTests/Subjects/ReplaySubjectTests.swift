import CoreTestSupport
import ReactiveCore
import XCTest

final class ReplaySubjectTests: CoreTestCase {
  // Contract 6: Replay(n) replays the latest n values.
  func testReplaysTheLatestValuesThenLiveOnes() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(4)
    XCTAssertEqual(log.events, ["next(2)", "next(3)", "next(4)"])
    subscription.dispose()
  }

  func testRingBufferKeepsTheLatestValuesInOrderOverManyWraps() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...10 { subject.onNext(value) }
    let log = SubjectTestLog<Int>()
    subject.subscribe(log.observer()).dispose()
    XCTAssertEqual(log.elements, [8, 9, 10])
  }

  func testBufferSizeZeroReplaysNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(2)"])
    subscription.dispose()
  }

  func testUnboundedReplaysEverything() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...5 { subject.onNext(value) }
    let log = SubjectTestLog<Int>()
    subject.subscribe(log.observer()).dispose()
    XCTAssertEqual(log.elements, [1, 2, 3, 4, 5])
  }

  func testEmptyCompletes() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onCompleted()
    XCTAssertEqual(log.events, ["completed"])
    subscription.dispose()
  }

  func testErrorIsDeliveredAndLaterEventsAreIgnored() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.onError(testError)
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(1)", "error(TestError(1))"])
    subscription.dispose()
  }

  // Contract 6: a late subscriber receives the buffer then the terminal event.
  func testLateSubscriberReceivesTheBufferThenTheTerminalEvent() {
    let completed = ReplaySubject<Int>.create(bufferSize: 2)
    [1, 2, 3].forEach(completed.onNext)
    completed.onCompleted()
    let failed = ReplaySubject<Int>.createUnbounded()
    [1, 2].forEach(failed.onNext)
    failed.onError(testError)
    let completedLog = SubjectTestLog<Int>()
    let failedLog = SubjectTestLog<Int>()
    completed.subscribe(completedLog.observer()).dispose()
    failed.subscribe(failedLog.observer()).dispose()
    XCTAssertEqual(completedLog.events, ["next(2)", "next(3)", "completed"])
    XCTAssertEqual(failedLog.events, ["next(1)", "next(2)", "error(TestError(1))"])
  }

  // Contract 4: a disposed subscription receives nothing more.
  func testDisposedSubscriptionReceivesNothingMore() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let subscription = subject.subscribe(log.observer())
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(1)"])
  }

  func testHasObserversFollowsSubscriptions() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    XCTAssertFalse(subject.hasObservers)
    let subscription = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testDisposingTheSubjectDropsTheBufferAndRejectsSubscribers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
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
    XCTAssertEqual(late.events, ["error(Object `ReplaySubject` was already disposed.)"])
    subscription.dispose()
  }
}
