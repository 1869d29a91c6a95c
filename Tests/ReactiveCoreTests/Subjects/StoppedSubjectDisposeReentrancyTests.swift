import CoreTestSupport
import ReactiveCore
import XCTest

/// Contract 4 for the late subscribers of an ended subject: one added from a handler has its
/// replay and terminal event queued (contract 3), and a `dispose()` of the subject made before
/// its turn ends it like every other subscription, so it receives nothing once that
/// `dispose()` has returned. A subscriber added after the dispose still gets
/// `RxError.disposed` (contract 6).
final class StoppedSubjectDisposeReentrancyTests: CoreTestCase {
  // Contract 4, the minimal case: A's handler of `completed` subscribes C to the ended
  // subject (its replay of 1, 2 and `completed` are queued), then disposes the subject. C
  // receives nothing: the buffer was dropped and the subject is gone.
  func testDisposingTheSubjectEndsALateSubscriberQueuedForItsReplay() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    let log = SubjectTestLog<Int>()
    let late = Locked<Disposable?>(nil)
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.isCompleted {
          let subscription = subject.subscribe(log.observer("C"))

          late.withLock { $0 = subscription }
          subject.dispose()
        }
      })
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["A:next(1)", "A:next(2)", "A:completed"])
    XCTAssertFalse(subject.hasObservers)
    late.value?.dispose()
    first.dispose()
  }

  // Contract 4, disposed by another observer's handler, before C's turn: A subscribes C while
  // handling `completed`, B disposes the subject while handling it.
  func testAnotherHandlerDisposingTheSubjectEndsTheQueuedLateSubscriber() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.isCompleted { _ = subject.subscribe(log.observer("C")) }
      })
    let second = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "B")
        if event.isCompleted { subject.dispose() }
      })
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["A:next(1)", "B:next(1)", "A:completed", "B:completed"])
    first.dispose()
    second.dispose()
  }

  // Contracts 4 and 6 for a `PublishSubject` and a `BehaviorSubject`: the late C, queued for
  // the terminal event only, gets nothing once the subject is disposed; D, subscribed from the
  // same handler after the dispose, gets `RxError.disposed` in its turn.
  func testALateSubscriberQueuedForTheEndOnlyIsEndedAndALaterOneHearsDisposed() {
    checkQueuedEndIsEnded(PublishSubject<Int>(), name: "PublishSubject", start: [])
    checkQueuedEndIsEnded(BehaviorSubject(value: 0), name: "BehaviorSubject", start: ["A:next(0)"])
  }

  private func checkQueuedEndIsEnded<Subject: ObservableType & ObserverType & Cancelable>(
    _ subject: Subject, name: String, start: [String]
  ) where Subject.Element == Int {
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        guard event.error != nil else { return }
        _ = subject.subscribe(log.observer("C"))
        subject.dispose()
        _ = subject.subscribe(log.observer("D"))
      })
    subject.onError(TestError(7))
    XCTAssertEqual(
      log.events,
      start + ["A:error(TestError(7))", "D:error(Object `\(name)` was already disposed.)"], name)
    first.dispose()
  }

  // Contract 4 with no delivery under way: C subscribes to the ended subject and receives its
  // replay at once, inside `subscribe`; its own handler disposes the subject on the first
  // value, so the rest of the replay and the terminal event are not delivered.
  func testALateSubscriberDisposingTheSubjectFromItsReplayGetsNothingMore() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    let log = SubjectTestLog<Int>()
    let late = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "C")
        subject.dispose()
      })
    XCTAssertEqual(log.events, ["C:next(1)"])
    late.dispose()
  }
}
