import Foundation
import ReactiveCore
import XCTest

/// Base class for this target's tests: asserts that every test leaves ``Resources/total``
/// (live subscriptions, scheduled items, including a `TestScheduler`'s queue, and pending
/// `Disposables.create` actions) where it found it, so every scenario doubles as a leak test.
class TestingTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Diagnostics.liveResources
  }

  override func tearDown() {
    // As RxSwift's test base class: give work already handed to the main queue or another
    // Dispatch queue time to be released, turning the main run loop meanwhile. The wait ends
    // as soon as the count is back, so a passing test does not wait; its bound (10 s) only
    // matters on a loaded machine.
    //
    // A leak is a count above the start. A count below it is work of an earlier test (all
    // test targets share the process and its counters) that finished during this one: under
    // load a test once began with 2 resources of an earlier test still being released and
    // ended with 0, which is no leak of its own.
    let limit = Date(timeIntervalSinceNow: 10)
    while Diagnostics.liveResources > resourcesAtStart, Thread.isMainThread, Date() < limit {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    XCTAssertLessThanOrEqual(
      Diagnostics.liveResources, resourcesAtStart,
      "resources leaked by this test: subscriptions \(Diagnostics.liveSubscriptions), "
        + "scheduled items \(Diagnostics.liveScheduledItems), "
        + "disposables \(Diagnostics.liveDisposables)")
    super.tearDown()
  }
}
