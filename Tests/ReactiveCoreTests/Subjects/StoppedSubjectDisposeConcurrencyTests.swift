import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// Contract 4 for the late subscribers of an ended subject when the subject is disposed on
/// another thread: once that `dispose()` has returned, a late subscriber receives nothing
/// more — neither the rest of a replay it is receiving inside `subscribe`, nor a replay and
/// terminal event queued for it behind a delivery. Each handler waits (bounded) until the
/// other thread's `dispose()` has returned, so the interleaving is the one named on every run.
final class StoppedSubjectDisposeConcurrencyTests: CoreTestCase {
  // L subscribes to the ended subject with no delivery under way: it gets its replay inside
  // `subscribe`, on this thread. While it handles the first value, another thread disposes
  // the subject; L receives nothing after that.
  func testADisposeOnAnotherThreadStopsALateSubscribersReplayInsideSubscribe() {
    let subject = endedReplaySubject()
    let log = SubjectTestLog<Int>()
    let late = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "L")
        if event.element == 1 { XCTAssertEqual(Self.disposeOnAnotherThread(subject), .success) }
      })
    XCTAssertEqual(log.events, ["L:next(1)"])
    late.dispose()
  }

  // A handler of the subject's terminal event subscribes L (its replay and `completed` are
  // queued behind this delivery), then waits while another thread disposes the subject. The
  // queue is drained after that dispose returned: L receives nothing.
  func testADisposeOnAnotherThreadEndsALateSubscriberQueuedBehindADelivery() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    let log = SubjectTestLog<Int>()
    let late = Locked<Disposable?>(nil)
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        guard event.isCompleted else { return }
        let subscription = subject.subscribe(log.observer("L"))

        late.withLock { $0 = subscription }
        XCTAssertEqual(Self.disposeOnAnotherThread(subject), .success)
      })
    for value in 1...3 { subject.onNext(value) }
    subject.onCompleted()
    XCTAssertEqual(log.events, ["A:next(1)", "A:next(2)", "A:next(3)", "A:completed"])
    XCTAssertEqual(log.overlaps, 0)
    late.value?.dispose()
    first.dispose()
  }

  /// A `ReplaySubject` that buffered 1, 2, 3 and completed.
  private func endedReplaySubject() -> ReplaySubject<Int> {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...3 { subject.onNext(value) }
    subject.onCompleted()
    return subject
  }

  /// Disposes `subject` on a new thread and waits (at most 10 s) until that `dispose()` has
  /// returned.
  private static func disposeOnAnotherThread(_ subject: ReplaySubject<Int>) -> DispatchTimeoutResult
  {
    let disposed = DispatchSemaphore(value: 0)
    Thread {
      subject.dispose()
      disposed.signal()
    }.start()
    return disposed.wait(timeout: .now() + 10)
  }
}
