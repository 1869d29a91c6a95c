import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableDoTests: CoreTestCase {
  func testDoRunsHandlersAroundEachEventInOrder() {
    let log = Locked<[String]>([])
    let subject = PublishSubject<Int>()
    let subscription = subject.do(
      onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
      onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    )
    .subscribe(onNext: { log.append("received \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    subscription.dispose()
    XCTAssertEqual(
      log.value,
      [
        "onSubscribe", "onSubscribed", "onNext 1", "received 1", "afterNext 1", "onCompleted",
        "completed", "afterCompleted", "onDispose",
      ])
  }

  func testDoErrorHandlersRunAroundTheError() {
    let log = Locked<[String]>([])
    _ = Observable<Int>.error(testError).do(
      onError: { log.append("onError \($0)") }, afterError: { log.append("afterError \($0)") },
      onDispose: { log.append("onDispose") }
    )
    .subscribe(onError: { log.append("received \($0)") })
    XCTAssertEqual(
      log.value,
      ["onError TestError(1)", "received TestError(1)", "afterError TestError(1)", "onDispose"])
  }

  func testDoForwardsEventsUnchanged() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.do(onNext: { _ in }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDoEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.do(onNext: { _ in }) }
    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testDoForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.do(onNext: { _ in }) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDoOnDisposeRunsOnceWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let disposals = Locked<[TestTime]>([])
    let res = scheduler.start(disposed: 300) {
      xs.do(onDispose: { disposals.append(scheduler.clock) })
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(disposals.value, [300])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDoOnNextThrowingSendsErrorInsteadOfTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.do(onNext: { value in if value == 2 { throw testError } })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDoAfterNextThrowingSendsErrorAfterTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.do(afterNext: { value in if value == 1 { throw testError } })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testDoOnCompletedThrowingSendsErrorInsteadOfCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.do(onCompleted: { throw testError }) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(300, testError)])
  }

  func testDoAfterCompletedThrowingGoesToTheDefaultErrorHandler() {
    let saved = Hooks.defaultErrorHandler
    defer { Hooks.defaultErrorHandler = saved }
    let reported = ReportedErrors()
    Hooks.defaultErrorHandler = { reported.append($1) }
    let events = Locked<[Event<Int>]>([])
    _ = Observable.of(1).do(afterCompleted: { throw testError }).subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(1), .completed])
    XCTAssertEqual(reported.descriptions, ["TestError(1)"])
  }
  func testDoSendsValuesThroughTheObserversOnNext() {
    let seen = Locked<[String]>([])
    let recorder = recordThroughOnNext([1, 2]) {
      $0.do(onNext: { seen.append("before \($0)") }, afterNext: { seen.append("after \($0)") })
    }
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.events, [.completed])
    XCTAssertEqual(seen.value, ["before 1", "after 1", "before 2", "after 2"])
  }

  func testDoAfterNextThrowingOnTheValuePathSendsErrorAndUnsubscribes() {
    let subject = PublishSubject<Int>()
    let recorder = OnNextRecorder<Int>()
    let subscription = subject.do(afterNext: { if $0 == 2 { throw testError } })
      .subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.events, [.error(testError)])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }
}

private final class ReportedErrors: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [String] = []

  func append(_ error: Error) {
    lock.withLock { errors.append("\(error)") }
  }

  var descriptions: [String] { lock.withLock { errors } }
}
