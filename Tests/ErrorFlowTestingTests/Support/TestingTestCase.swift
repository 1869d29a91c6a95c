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
    // Dispatch queue up to two seconds to be released, turning the main run loop meanwhile.
    let limit = Date(timeIntervalSinceNow: 2)
    while Diagnostics.liveResources != resourcesAtStart, Thread.isMainThread, Date() < limit {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    XCTAssertEqual(
      Diagnostics.liveResources, resourcesAtStart,
      "resources leaked by this test: subscriptions \(Diagnostics.liveSubscriptions), "
        + "scheduled items \(Diagnostics.liveScheduledItems), "
        + "disposables \(Diagnostics.liveDisposables)")
    super.tearDown()
  }
}
