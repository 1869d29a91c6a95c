import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// "A sender is never trapped": what a sender's `onNext` may be made to do
/// by other threads, counted, not timed. A subscriber added from another thread while a
/// delivery is under way gets its replay on its own thread, inside `subscribe`; the deliverer
/// runs none of it. What is left for a sender is its own event and the events other senders
/// queued meanwhile (see the Contracts article, contract 2).
final class SubjectSenderHoldConcurrencyTests: CoreTestCase {
  // While a sender's `onNext(1)` is held in a handler, two threads add 200 subscribers each
  // (half disposed at once). That `onNext` then runs no observer code of theirs (before the
  // fix it ran the 200 kept ones' replays); every subscriber got its current value inside
  // `subscribe`, and each kept one then the next value, in order.
  func testASendersOnNextRunsNoReplayOfSubscribersOtherThreadsAdd() {
    let perThread = 200
    let subject = BehaviorSubject(value: 0)
    let churnedDone = DispatchSemaphore(value: 0)
    let inHandler = DispatchSemaphore(value: 0)
    let onSender = SubjectTestCounter()
    let inSubscribe = SubjectTestCounter()
    let senderThread = ThreadBox()
    let first = subject.subscribe(onNext: { value in
      guard value == 1 else { return }
      inHandler.signal()
      churnedDone.wait()
      churnedDone.wait()
    })
    let kept = KeptSubscriptions()
    let group = DispatchGroup()
    for _ in 0..<2 {
      group.enter()
      DispatchQueue.global().async {
        inHandler.wait()
        inHandler.signal()
        for index in 0..<perThread {
          let log = SubjectTestLog<Int>()
          let returned = SubjectTestCounter()
          let subscription = subject.subscribe(onNext: { value in
            if senderThread.isCurrent { onSender.increment() }
            if returned.value == 0, value == 1 { inSubscribe.increment() }
            log.record(.next(value))
          })
          returned.set(1)
          if index.isMultiple(of: 2) {
            subscription.dispose()
          } else {
            kept.append(subscription, log)
          }
        }
        churnedDone.signal()
        group.leave()
      }
    }
    senderThread.setCurrent()
    subject.onNext(1)
    XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
    XCTAssertEqual(onSender.value, 0, "the sender ran replays of other threads' subscribers")
    XCTAssertEqual(inSubscribe.value, 2 * perThread, "a replay arrived after subscribe returned")
    subject.onNext(2)
    for log in kept.logs {
      XCTAssertEqual(log.elements, [1, 2])
      XCTAssertEqual(log.overlaps, 0)
    }
    kept.disposeAll()
    first.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  // A handler of a subscriber that is joining (receiving its replay on its own thread while
  // another thread delivers) subscribes again: the inner subscriber's replay comes after that
  // handler returns (contract 3), on the same thread, before the outer `subscribe` returns.
  func testASubscribeFromAJoiningSubscribersHandlerIsDeliveredAfterThatHandler() {
    let subject = BehaviorSubject(value: 0)
    let release = DispatchSemaphore(value: 0)
    let inHandler = DispatchSemaphore(value: 0)
    let first = subject.subscribe(onNext: { value in
      guard value == 1 else { return }
      inHandler.signal()
      release.wait()
    })
    let log = SubjectTestLog<Int>()
    let inner = SingleAssignmentDisposable()
    let subscribed = expectation(description: "outer subscribe returned")
    let outerBox = SingleAssignmentDisposable()
    let sent = expectation(description: "onNext(1) returned")
    DispatchQueue.global().async {
      subject.onNext(1)
      sent.fulfill()
    }
    DispatchQueue.global().async {
      inHandler.wait()
      outerBox.setDisposable(
        subject.subscribe(onNext: { value in
          log.record(.next(value), name: "outer-start")
          if value == 1 {
            inner.setDisposable(
              subject.subscribe(onNext: { log.record(.next($0), name: "inner") }))
          }
          log.record(.next(value), name: "outer-end")
        }))
      subscribed.fulfill()
    }
    wait(for: [subscribed], timeout: 60)
    XCTAssertEqual(
      log.events, ["outer-start:next(1)", "outer-end:next(1)", "inner:next(1)"],
      "the inner replay ran inside the outer handler, or after subscribe returned")
    release.signal()
    wait(for: [sent], timeout: 60)
    subject.onNext(2)
    XCTAssertEqual(
      Array(log.events.suffix(3)), ["outer-start:next(2)", "outer-end:next(2)", "inner:next(2)"])
    XCTAssertEqual(log.overlaps, 0)
    inner.dispose()
    outerBox.dispose()
    first.dispose()
  }

  // A subscriber is joining (its replay handler is still running on its own thread) when the
  // subject sends a value and then ends, or is disposed: it gets the value and the end after
  // its replay, in order (ended), or nothing more (disposed: contract 4).
  func testASubjectThatEndsOrIsDisposedWhileASubscriberJoinsEndsItInOrder() {
    XCTAssertEqual(joinThenEnd(disposing: false), ["next(1)", "next(2)", "completed"])
    XCTAssertEqual(joinThenEnd(disposing: true), ["next(1)"])
  }

  /// Blocks a sender in a handler, lets another thread's subscriber join and block in its
  /// replay, then sends 2 and completes (or disposes) the subject; returns what that
  /// subscriber received.
  private func joinThenEnd(disposing: Bool) -> [String] {
    let subject = BehaviorSubject(value: 0)
    let release = DispatchSemaphore(value: 0)
    let inHandler = DispatchSemaphore(value: 0)
    let inReplay = DispatchSemaphore(value: 0)
    let replayRelease = DispatchSemaphore(value: 0)
    let first = subject.subscribe(onNext: { value in
      guard value == 1 else { return }
      inHandler.signal()
      release.wait()
    })
    let sent = expectation(description: "onNext(1) returned")
    DispatchQueue.global().async {
      subject.onNext(1)
      sent.fulfill()
    }
    let log = SubjectTestLog<Int>()
    let subscribed = expectation(description: "subscribe returned")
    let joined = SingleAssignmentDisposable()
    DispatchQueue.global().async {
      inHandler.wait()
      joined.setDisposable(
        subject.subscribe(
          AnyObserver { event in
            log.record(event)
            if case .next(1) = event {
              inReplay.signal()
              replayRelease.wait()
            }
          }))
      subscribed.fulfill()
    }
    if inReplay.wait(timeout: .now() + 30) == .timedOut {
      XCTFail("the replay did not run on the subscribing thread")
    }
    release.signal()
    wait(for: [sent], timeout: 60)
    subject.onNext(2)
    if disposing { subject.dispose() } else { subject.onCompleted() }
    XCTAssertFalse(subject.hasObservers)
    replayRelease.signal()
    wait(for: [subscribed], timeout: 60)
    XCTAssertEqual(log.overlaps, 0)
    joined.dispose()
    first.dispose()
    return log.events
  }

  // Senders, subscribers and disposers race on a Behavior and a Replay subject: every kept
  // subscriber sees a gap-free, increasing run of values ending with the last one sent, then
  // `completed` once — its replay first, nothing twice, never two at once — and nothing is
  // left undelivered once every caller has returned.
  func testJoiningSubscribersUnderRacingSendsSeeEveryLaterValueInOrderThenTheEnd() {
    assertJoiningUnderRacingSends(BehaviorSubject(value: 0))
    assertJoiningUnderRacingSends(ReplaySubject<Int>.create(bufferSize: 3))
  }

  private func assertJoiningUnderRacingSends<Subject>(
    _ subject: Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject: ObservableType & ObserverType & Sendable, Subject.Element == Int {
    do {
      let count = 3_000
      let kept = KeptSubscriptions()
      let group = DispatchGroup()
      group.enter()
      DispatchQueue.global().async {
        for value in 1...count { subject.onNext(value) }
        group.leave()
      }
      for _ in 0..<2 {
        group.enter()
        DispatchQueue.global().async {
          for index in 0..<300 {
            let log = SubjectTestLog<Int>()
            let subscription = subject.subscribe(log.observer())
            if index.isMultiple(of: 3) {
              kept.append(subscription, log)
            } else {
              subscription.dispose()
            }
          }
          group.leave()
        }
      }
      XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
      subject.onCompleted()
      for log in kept.logs {
        let values = log.elements
        XCTAssertEqual(values.last, count, "a value left undelivered", file: file, line: line)
        if let start = values.first {
          XCTAssertEqual(values, Array(start...count), "a gap or a repeat", file: file, line: line)
        }
        XCTAssertEqual(log.events.last, "completed", file: file, line: line)
        XCTAssertEqual(log.events.count, values.count + 1, file: file, line: line)
        XCTAssertEqual(log.overlaps, 0, file: file, line: line)
      }
      kept.disposeAll()
    }
  }
}

/// Subscriptions a test keeps until its end, with their logs; safe to use from any thread.
private final class KeptSubscriptions: @unchecked Sendable {
  private let lock = NSLock()
  private var subscriptions: [Disposable] = []
  private var storage: [SubjectTestLog<Int>] = []

  var logs: [SubjectTestLog<Int>] { lock.withLock { storage } }

  func append(_ subscription: Disposable, _ log: SubjectTestLog<Int>) {
    lock.withLock {
      subscriptions.append(subscription)
      storage.append(log)
    }
  }

  func disposeAll() {
    for subscription in lock.withLock({ subscriptions }) { subscription.dispose() }
  }
}

/// Which thread a test's sender runs on; safe to read from any thread.
private final class ThreadBox: @unchecked Sendable {
  private let lock = NSLock()
  private var thread: Thread?

  var isCurrent: Bool { lock.withLock { thread === Thread.current } }

  func setCurrent() { lock.withLock { thread = Thread.current } }
}
