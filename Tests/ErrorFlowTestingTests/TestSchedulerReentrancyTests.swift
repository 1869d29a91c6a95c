import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// A `TestScheduler`'s actions and a hot observable's subscribers, app code the scheduler
/// runs, calling back into the scheduler — scheduling more, reading the clock, starting or
/// advancing it again, stopping it, subscribing and disposing — under a hang guard (issue
/// 27, item 4; contract 8: no app code under a library lock).
final class TestSchedulerReentrancyTests: TestingTestCase {
  // An action schedules more work (now, in the past, later), reads the clock, and starts
  // and advances the running scheduler (which does nothing); a later action stops it. Work
  // runs in time, then scheduling, order; a past time runs at the current clock.
  func testAnActionThatSchedulesReadsTheClockAndStops() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[String]>([])
    scheduler.scheduleAt(10) {
      log.append("a at \(scheduler.clock)")
      scheduler.scheduleAt(10) { log.append("b at \(scheduler.clock)") }
      scheduler.scheduleAt(5) { log.append("c at \(scheduler.clock)") }
      scheduler.scheduleAt(20) {
        log.append("d at \(scheduler.clock)")
        scheduler.stop()
      }
      scheduler.scheduleAt(30) { log.append("e at \(scheduler.clock)") }
      scheduler.start()
      scheduler.advanceTo(100)
      log.append("a still at \(scheduler.clock)")
    }
    guard assertReturns({ scheduler.start() }) else { return }
    log.append("stopped at \(scheduler.clock)")
    guard assertReturns({ scheduler.start() }) else { return }
    XCTAssertEqual(
      log.value,
      [
        "a at 10", "a still at 10", "c at 10", "b at 10", "d at 20", "stopped at 20",
        "e at 30",
      ])
  }

  // A subscriber of a hot observable, at its first event, subscribes another observer to
  // it, disposes itself and schedules work after the next event: the new observer gets the
  // events from the next on, the disposed one none, and the work runs in its place.
  func testAHotObservableSubscriberThatSubscribesDisposesAndSchedules() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let log = Locked<[String]>([])
    let later = scheduler.createObserver(Int.self)
    let first = Locked<Disposable?>(nil)
    let second = Locked<Disposable?>(nil)
    scheduler.scheduleAt(200) {
      let subscription = xs.subscribe(onNext: { value in
        log.append("first \(value) at \(scheduler.clock)")
        second.withLock { $0 = xs.subscribe(later) }
        first.value?.dispose()
        scheduler.scheduleAt(scheduler.clock + 15) { log.append("work at \(scheduler.clock)") }
      })
      first.withLock { $0 = subscription }
    }
    guard assertReturns({ scheduler.start() }) else { return }
    second.value?.dispose()
    XCTAssertEqual(log.value, ["first 1 at 210", "work at 225"])
    XCTAssertEqual(later.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 230)])
  }
}
