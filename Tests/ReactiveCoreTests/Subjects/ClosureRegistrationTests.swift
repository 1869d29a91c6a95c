import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a subject registers the closures
/// directly (`ClosureRegistration`); these tests pin that it keeps every rule of the generic
/// path, through the subject itself and through `asObservable()`.
final class ClosureRegistrationTests: HooksRestoringTestCase {
  private func subscribe(_ source: Observable<Int>, _ log: TextLog) -> Disposable {
    source.subscribe(
      onNext: { log.append("next(\($0))") },
      onError: { log.append("error(\($0))") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
  }

  func testCompletionRunsOnCompletedThenOnDisposedOnce() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let subscription = subscribe(subject.asObservable(), log)
    subject.onNext(1)
    subject.onCompleted()
    subscription.dispose()
    XCTAssertEqual(log.events, ["next(1)", "completed", "disposed"])
  }

  func testErrorRunsOnErrorThenOnDisposedOnce() {
    let subject = BehaviorSubject<Int>(value: 0)
    let log = TextLog()
    let subscription = subscribe(subject.asObservable(), log)
    subject.onNext(1)
    subject.onError(testError)
    subscription.dispose()
    XCTAssertEqual(log.events, ["next(0)", "next(1)", "error(TestError(1))", "disposed"])
  }

  func testErrorWithoutOnErrorReachesTheDefaultErrorHandler() {
    let received = TextLog()
    Hooks.defaultErrorHandler = { received.append("hook \($1)") }
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let subscription = subject.subscribe(
      onNext: { log.append("next(\($0))") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onError(testError)
    XCTAssertEqual(log.events, ["next(1)", "disposed"])
    XCTAssertEqual(received.events, ["hook TestError(1)"])
    subscription.dispose()
  }

  // Contract 4: nothing after dispose() returns; onDisposed runs once.
  func testDisposeStopsValuesAndRunsOnDisposedOnce() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let subscription = subscribe(subject, log)
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["next(1)", "disposed"])
    XCTAssertFalse(subject.hasObservers)
  }

  // Contract 3/4: a handler that disposes its own subscription gets nothing more, even from
  // values queued during its delivery.
  func testDisposingFromInsideOnNextStopsQueuedValues() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let holder = SerialDisposable()
    holder.disposable = subject.subscribe(onNext: { value in
      log.append("next(\(value))")
      subject.onNext(value + 10)
      holder.dispose()
    })
    let other = subject.subscribe(onNext: { log.append("other(\($0))") })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(1)", "other(1)", "other(11)", "other(2)"])
    other.dispose()
  }

  func testSubjectDisposeEndsTheSubscriptionAndOnDisposedWaitsForTheCaller() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let subscription = subscribe(subject, log)
    subject.onNext(1)
    subject.dispose()
    subject.onNext(2)
    XCTAssertEqual(log.events, ["next(1)"])
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(log.events, ["next(1)", "disposed"])
  }

  // Contract 6: a late subscriber receives the terminal event, then its onDisposed.
  func testSubscribingAfterTheTerminalEventReceivesItAtOnce() {
    let subject = BehaviorSubject<Int>(value: 1)
    subject.onCompleted()
    let log = TextLog()
    let subscription = subscribe(subject, log)
    XCTAssertEqual(log.events, ["completed", "disposed"])
    subscription.dispose()
  }

  func testSubscribingAfterSubjectDisposeReceivesTheDisposedError() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    let log = TextLog()
    let subscription = subscribe(subject, log)
    XCTAssertEqual(
      log.events, ["error(Object `PublishSubject` was already disposed.)", "disposed"])
    subscription.dispose()
  }

  func testBehaviorSubjectStartsClosureSubscribersWithTheCurrentValue() {
    let subject = BehaviorSubject<Int>(value: 7)
    let log = TextLog()
    let subscription = subject.subscribe(onNext: { log.append("next(\($0))") })
    subject.onNext(8)
    XCTAssertEqual(log.events, ["next(7)", "next(8)"])
    subscription.dispose()
  }

  // A subject's delivery loop calls a closure subscriber's closure itself and reaches any
  // other subscriber through its registration's method; with a hole a dispose left in the
  // middle of the registry it takes another loop. Both kinds, mixed, keep subscription order
  // either way.
  func testClosureAndObserverSubscribersKeepTheirOrderAroundAHole() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let first = subject.subscribe(onNext: { log.append("a(\($0))") })
    let second = subject.subscribe(
      AnyObserver { event in if case .next(let value) = event { log.append("b(\(value))") } })
    let third = subject.subscribe(onNext: { log.append("c(\($0))") })
    let fourth = subject.map { $0 * 10 }.subscribe(onNext: { log.append("d(\($0))") })
    subject.onNext(1)
    second.dispose()
    subject.onNext(2)
    third.dispose()
    subject.onNext(3)
    XCTAssertEqual(
      log.events,
      ["a(1)", "b(1)", "c(1)", "d(10)", "a(2)", "c(2)", "d(20)", "a(3)", "d(30)"])
    first.dispose()
    fourth.dispose()
  }

  // Contract 4: a handler that disposes a later closure subscriber stops it at once, for the
  // value being delivered too (the loop reads each registration's state right before the
  // call).
  func testDisposingALaterClosureSubscriberFromAHandlerStopsItImmediately() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let second = SerialDisposable()
    let first = subject.subscribe(onNext: { value in
      log.append("a(\(value))")
      second.dispose()
    })
    second.disposable = subject.subscribe(onNext: { log.append("b(\($0))") })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log.events, ["a(1)", "a(2)"])
    first.dispose()
  }

  // A subscription without `onNext` lets values pass and still gets its terminal event.
  func testASubscriptionWithoutOnNextIgnoresValuesAndReceivesTheCompletion() {
    let subject = PublishSubject<Int>()
    let log = TextLog()
    let first = subject.subscribe(onCompleted: { log.append("a:completed") })
    let second = subject.subscribe(
      onNext: { log.append("b(\($0))") }, onCompleted: { log.append("b:completed") })
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(log.events, ["b(1)", "a:completed", "b:completed"])
    first.dispose()
    second.dispose()
  }

  // A subject that goes away ends its registrations: the live-subscription counter comes
  // back (checked by CoreTestCase) and the caller's later dispose is safe.
  func testReleasingTheSubjectEndsItsSubscriptions() {
    let log = TextLog()
    var subject: PublishSubject<Int>? = PublishSubject<Int>()
    let start = Diagnostics.liveSubscriptions
    let subscription = subject.map { subscribe($0, log) }
    subject?.onNext(1)
    XCTAssertEqual(Diagnostics.liveSubscriptions, start + 1)
    subject = nil
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    subscription?.dispose()
    XCTAssertEqual(log.events, ["next(1)", "disposed"])
  }
}

/// A thread-safe list of strings.
private final class TextLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  var events: [String] { lock.withLock { storage } }

  func append(_ text: String) { lock.withLock { storage.append(text) } }
}
