import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// `SharingScheduler.make`, app code every `Driver` and `Signal` calls for its scheduler,
/// calling back into `SharingScheduler` — creating a `Driver` (which asks `make` again),
/// reading the slot it was called from, mocking another scheduler for a while — under a
/// hang guard (issue 27, item 4; contract 8: no app code under a library lock).
final class SharingSchedulerReentrancyTests: CoreTestCase {
  // The first call of `make` creates a `Driver` (the second call) and another under a mock
  // of its own, on another scheduler: each driver runs on the scheduler it was made with,
  // and the outer mock's `make` is back in place after the inner one.
  func testAMakeThatCreatesDrivers() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let other = TestScheduler(initialClock: 0)
    let log = Locked<[String]>([])
    let made = Locked(0)
    let drivers = Locked<[String: Driver<Int>]>([:])
    guard
      assertReturns({
        let outer = SharingScheduler.mock(makeScheduler: {
          let number = made.withLock { count -> Int in
            count += 1
            return count
          }
          log.append("make \(number)")
          if number == 1 {
            let inner = Driver.just(2)
            let mocked = SharingScheduler.mock(scheduler: other) { Driver.just(3) }
            // The slot holds this closure again: calling it is the third call.
            _ = SharingScheduler.make()
            drivers.withLock {
              $0["inner"] = inner
              $0["mocked"] = mocked
            }
          }
          return scheduler
        }) { Driver.just(1) }
        drivers.withLock { $0["outer"] = outer }
      })
    else { return }
    XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    let subscriptions = CompositeDisposable()
    for name in ["outer", "inner", "mocked"] {
      let driver = try XCTUnwrap(drivers.value[name])
      _ = subscriptions.insert(
        driver.asObservable().subscribe(onNext: { log.append("\(name) \($0)") }))
    }
    guard assertReturns({ other.start() }) else { return }
    guard assertReturns({ scheduler.start() }) else { return }
    subscriptions.dispose()
    XCTAssertEqual(log.value, ["make 1", "make 2", "make 3", "mocked 3", "outer 1", "inner 2"])
  }
}
