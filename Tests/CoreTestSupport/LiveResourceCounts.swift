import Foundation
import ReactiveCore

/// The counters of ``Diagnostics``, compared as one value so a failure names the kind.
public struct LiveResourceCounts: Equatable, CustomStringConvertible {
  public var subscriptions: Int
  public var scheduledItems: Int
  public var disposables: Int
  public var total: Int

  public static var now: LiveResourceCounts {
    LiveResourceCounts(
      subscriptions: Diagnostics.liveSubscriptions,
      scheduledItems: Diagnostics.liveScheduledItems,
      disposables: Diagnostics.liveDisposables,
      total: Diagnostics.liveResources)
  }

  /// The counts once work already handed to a Dispatch queue or the main queue has been
  /// released: until `isSettled` accepts them, the main run loop turns in short slices (which
  /// serves the main queue; other queues drain on their own), for at most ten seconds. This is
  /// RxSwift's test base class's wait for resource clean-up ("main schedulers need to finish
  /// work"); it ends as soon as the counts are accepted, so a passing test does not wait, and
  /// its bound only matters on a loaded machine.
  public static func settled(
    until isSettled: (LiveResourceCounts) -> Bool
  ) -> LiveResourceCounts {
    var counts = now
    let limit = Date(timeIntervalSinceNow: 10)
    while !isSettled(counts), Thread.isMainThread, Date() < limit {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      counts = now
    }
    return counts
  }

  public var description: String {
    "subscriptions \(subscriptions), scheduled items \(scheduledItems), "
      + "disposables \(disposables), total \(total)"
  }
}
