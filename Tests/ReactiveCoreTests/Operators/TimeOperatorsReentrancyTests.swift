import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// Contract 3 for the time-based operators: a value sent into the source from inside the
/// observer is queued behind the current event and handled after it, in order, with no
/// deadlock. Runs in virtual time, so the timings are exact.
final class TimeOperatorsReentrancyTests: CoreTestCase {
  /// Subscribes at 200, sends 1 at 210, sends 2 from inside the handler of 1, disposes at 300.
  private func run<Result: Equatable & Sendable>(
    _ scheduler: TestScheduler,
    _ operatorUnderTest: @escaping (Observable<Int>) -> Observable<Result>
  ) -> [Recorded<Event<Result>>] {
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Result.self)
    var subscription: Disposable?
    let sentReentrantly = Locked<Bool>(false)
    scheduler.scheduleAt(200) {
      subscription = operatorUnderTest(subject.asObservable()).subscribe { event in
        observer.on(event)
        let isFirst = sentReentrantly.withLock { sent in
          defer { sent = true }
          return !sent
        }
        if isFirst { subject.onNext(2) }
      }
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    return observer.events
  }

  func testDelayDelaysTheReentrantValueFromWhenItWasSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = run(scheduler) { $0.delay(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(events, [.next(220, 1), .next(230, 2)])
  }

  func testThrottleTreatsTheReentrantValueAsInsideThePeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = run(scheduler) { $0.throttle(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(events, [.next(210, 1), .next(220, 2)])
  }

  func testBufferPutsTheReentrantValueInTheNextBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = run(scheduler) {
      $0.buffer(timeSpan: .seconds(100), count: 1, scheduler: scheduler)
    }
    XCTAssertEqual(events, [.next(210, [1]), .next(210, [2])])
  }

  func testTimeoutForwardsTheReentrantValueAfterTheCurrentOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = run(scheduler) { $0.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .error(260, RxError.timeout)])
  }

  func testTakeForForwardsTheReentrantValueAfterTheCurrentOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = run(scheduler) { $0.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .completed(250)])
  }

  func testObserveOnDeliversTheReentrantValueInTheNextAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = run(scheduler) { $0.observe(on: scheduler) }
    XCTAssertEqual(events, [.next(211, 1), .next(212, 2)])
  }
}
