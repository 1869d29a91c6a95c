import Foundation
import ReactiveCore
import XCTest

/// Base class for core tests: asserts that every test leaves ``Resources/total`` (every live
/// subscription, scheduled item and pending `Disposables.create` action) where it found it,
/// so every operator scenario doubles as a leak test, as RxSwift's test base class does.
///
/// Tests run serially (XCTest), which is what makes a process-wide counter exact.
class CoreTestCase: XCTestCase {
  private var resourcesAtStart = LiveResourceCounts.now

  override func setUp() {
    super.setUp()
    resourcesAtStart = LiveResourceCounts.now
  }

  override func tearDown() {
    let end = LiveResourceCounts.settled(at: resourcesAtStart)
    XCTAssertEqual(end, resourcesAtStart, "resources leaked by this test")
    XCTAssertEqual(Resources.total, Int32(truncatingIfNeeded: resourcesAtStart.total))
    super.tearDown()
  }
}

/// The counters of ``Diagnostics``, compared as one value so a failure names the kind.
struct LiveResourceCounts: Equatable, CustomStringConvertible {
  var subscriptions: Int
  var scheduledItems: Int
  var disposables: Int
  var total: Int

  static var now: LiveResourceCounts {
    LiveResourceCounts(
      subscriptions: Diagnostics.liveSubscriptions,
      scheduledItems: Diagnostics.liveScheduledItems,
      disposables: Diagnostics.liveDisposables,
      total: Diagnostics.liveResources)
  }

  /// The counts once work already handed to a Dispatch queue or the main queue has been
  /// released: while they differ from `start`, the main run loop turns in short slices (which
  /// serves the main queue; other queues drain on their own), for at most two seconds. This
  /// is RxSwift's test base class's wait for resource clean-up ("main schedulers need to
  /// finish work"); it ends as soon as the counts match, so a passing test does not wait.
  static func settled(at start: LiveResourceCounts) -> LiveResourceCounts {
    var counts = now
    let limit = Date(timeIntervalSinceNow: 2)
    while counts != start, Thread.isMainThread, Date() < limit {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      counts = now
    }
    return counts
  }

  var description: String {
    "subscriptions \(subscriptions), scheduled items \(scheduledItems), "
      + "disposables \(disposables), total \(total)"
  }
}
