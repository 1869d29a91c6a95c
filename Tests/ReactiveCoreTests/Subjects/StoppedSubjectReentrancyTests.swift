import CoreTestSupport
import ReactiveCore
import XCTest

/// Contract 3 (ReactiveCore.docc/Contracts.md): a subscriber added from inside a handler to a subject that
/// has just ended gets its replay and terminal event in its place in the subject's queue —
/// after every observer received what was being delivered and what was queued before it —
/// never inside `subscribe`, in the middle of someone else's delivery.
final class StoppedSubjectReentrancyTests: CoreTestCase {
  // Contract 3: A's handler completes the subject and subscribes C; B must get the value
  // being delivered, and both must get `completed`, before C hears anything.
  func testReplaySubjectSubscriberAddedInAHandlerAfterTheEndWaitsForTheQueue() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    let log = SubjectTestLog<Int>()
    let late = Locked<Disposable?>(nil)
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.element == 1 {
          subject.onCompleted()
          let subscription = subject.subscribe(log.observer("C"))

          late.withLock { $0 = subscription }
        }
      })
    let second = subject.subscribe(log.observer("B"))
    subject.onNext(1)
    XCTAssertEqual(
      log.events,
      ["A:next(1)", "B:next(1)", "A:completed", "B:completed", "C:next(1)", "C:completed"])
    XCTAssertEqual(log.overlaps, 0)
    late.value?.dispose()
    first.dispose()
    second.dispose()
  }

  // Contract 3, the same for a `PublishSubject`: C gets only `completed`, after A and B.
  func testPublishSubjectSubscriberAddedInAHandlerAfterTheEndWaitsForTheQueue() {
    let subject = PublishSubject<Int>()
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.element == 1 {
          subject.onError(TestError(7))
          _ = subject.subscribe(log.observer("C"))
        }
      })
    let second = subject.subscribe(log.observer("B"))
    subject.onNext(1)
    XCTAssertEqual(
      log.events,
      [
        "A:next(1)", "B:next(1)", "A:error(TestError(7))", "B:error(TestError(7))",
        "C:error(TestError(7))",
      ])
    first.dispose()
    second.dispose()
  }

  // Contract 3, the same for a `BehaviorSubject`.
  func testBehaviorSubjectSubscriberAddedInAHandlerAfterTheEndWaitsForTheQueue() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.element == 1 {
          subject.onCompleted()
          _ = subject.subscribe(log.observer("C"))
        }
      })
    let second = subject.subscribe(log.observer("B"))
    subject.onNext(1)
    XCTAssertEqual(
      log.events,
      [
        "A:next(0)", "B:next(0)", "A:next(1)", "B:next(1)", "A:completed", "B:completed",
        "C:completed",
      ])
    first.dispose()
    second.dispose()
  }

  // Contract 3, the same for an `AsyncSubject`: its completion delivers the last value then
  // `completed`; C, added while A handles the value, gets both after B.
  func testAsyncSubjectSubscriberAddedInAHandlerAfterTheEndWaitsForTheQueue() {
    let subject = AsyncSubject<Int>()
    let log = SubjectTestLog<Int>()
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.element == 1 { _ = subject.subscribe(log.observer("C")) }
      })
    let second = subject.subscribe(log.observer("B"))
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(
      log.events,
      ["A:next(1)", "B:next(1)", "A:completed", "B:completed", "C:next(1)", "C:completed"])
    first.dispose()
    second.dispose()
  }

  // Contracts 3 and 4: the late subscriber can still cancel its queued replay: disposed from
  // a later handler before its turn, it receives nothing (and leaks nothing).
  func testALateSubscriberDisposedBeforeItsTurnReceivesNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let late = Locked<Disposable?>(nil)
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        if event.element == 1 {
          subject.onCompleted()
          let subscription = subject.subscribe(log.observer("C"))

          late.withLock { $0 = subscription }
        }
      })
    let second = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "B")
        late.value?.dispose()
      })
    subject.onNext(1)
    XCTAssertEqual(log.events, ["A:next(1)", "B:next(1)", "A:completed", "B:completed"])
    first.dispose()
    second.dispose()
  }

  // With no delivery under way, a late subscriber still gets the end synchronously, inside
  // `subscribe`, as with RxSwift.
  func testALateSubscriberOutsideAnyDeliveryIsServedAtOnce() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    let log = SubjectTestLog<Int>()
    _ = subject.subscribe(log.observer())
    XCTAssertEqual(log.events, ["next(1)", "next(2)", "completed"])
  }
}
