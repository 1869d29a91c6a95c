import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// Contract 4 for registrations that are joining (a subscriber added on another thread while a
/// delivery is under way receives its first values on its own thread, from its mailbox; see
/// `SubjectDispatcher+Join.swift`): the subject's `dispose()` ends each of them, whatever is
/// still in its mailbox — also a late subscriber of the ended subject, and one whose terminal
/// event is already there — so none receives anything once that `dispose()` has returned.
///
/// A sender thread is held in a handler (bounded waits) while the main thread subscribes, so
/// each interleaving is the one named, on every run.
final class SubjectJoinDisposeConcurrencyTests: CoreTestCase {
  // J joins while the sender is held in A's handler; J's handler completes the subject
  // (queued for the sender), subscribes L to the ended subject (L's `completed` goes to its
  // mailbox, after J's handler) and disposes the subject. L receives nothing.
  func testALateSubscriberAddedByAJoiningHandlerIsEndedByTheSubjectsDispose() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let (inHandler, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        guard event.element == 1 else { return }
        inHandler.signal()
        _ = release.wait(timeout: .now() + 10)
      })
    let sent = startSending(1, to: subject)
    XCTAssertEqual(inHandler.wait(timeout: .now() + 10), .success)
    let late = Locked<Disposable?>(nil)
    let joining = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "J")
        guard event.element == 1 else { return }
        subject.onCompleted()
        let subscription = subject.subscribe(log.observer("L"))

        late.withLock { $0 = subscription }
        subject.dispose()
      })
    XCTAssertEqual(log.events, ["A:next(0)", "A:next(1)", "J:next(1)"])
    release.signal()
    XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(log.events, ["A:next(0)", "A:next(1)", "J:next(1)"])
    XCTAssertEqual(log.overlaps, 0)
    late.value?.dispose()
    joining.dispose()
    first.dispose()
  }

  // J joins while the sender is held in A's handler; the sender then completes the subject,
  // which puts `completed` in J's mailbox behind the replay J is handling; J's handler
  // disposes the subject before its mailbox is delivered. J never receives that `completed`.
  func testAJoiningSubscriberWhoseEndIsInItsMailboxIsEndedByTheSubjectsDispose() {
    let subject = BehaviorSubject(value: 0)
    let log = SubjectTestLog<Int>()
    let (inHandler, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let first = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "A")
        guard event.element == 1 else { return }
        inHandler.signal()
        _ = release.wait(timeout: .now() + 10)
        subject.onCompleted()
      })
    let sent = startSending(1, to: subject)
    XCTAssertEqual(inHandler.wait(timeout: .now() + 10), .success)
    let joining = subject.subscribe(
      AnyObserver { event in
        log.record(event, name: "J")
        guard event.element == 1 else { return }
        release.signal()
        // The sender delivers `completed` to A, and to J's mailbox, then returns.
        XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
        subject.dispose()
      })
    XCTAssertEqual(log.events, ["A:next(0)", "A:next(1)", "J:next(1)", "A:completed"])
    XCTAssertEqual(log.overlaps, 0)
    joining.dispose()
    first.dispose()
  }

  /// Sends `value` to `subject` on a new thread; the returned semaphore is signalled once
  /// `onNext` has returned.
  private func startSending(_ value: Int, to subject: BehaviorSubject<Int>) -> DispatchSemaphore {
    let sent = DispatchSemaphore(value: 0)
    Thread {
      subject.onNext(value)
      sent.signal()
    }.start()
    return sent
  }
}
