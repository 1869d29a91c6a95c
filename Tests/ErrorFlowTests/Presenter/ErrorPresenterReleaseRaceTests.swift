import ErrorFlow
import Foundation
import XCTest

/// A presenter released on another thread while the main thread hands it a notice. Its weak
/// references read `nil` from the start of its release, but its subscription ends only when the
/// release reaches its `PresenterLifetime`: a notice handed over in between must go back for the
/// next view, not count as delivered to a presenter that never shows it. The test holds the
/// release in that window with the presenter's clock, which is released before the lifetime:
/// a `WatchedClock` whose release waits for the main thread. Runs under ThreadSanitizer in CI
/// (the class name says Race).
final class ErrorPresenterReleaseRaceTests: ErrorFlowTestCase {
  /// Holds the only reference to a presenter, for a thread to drop.
  private final class Holder: @unchecked Sendable {
    var presenter: ErrorPresenter?
    init(_ presenter: ErrorPresenter) { self.presenter = presenter }
  }

  @MainActor
  func testANoticeHandedToAPresenterBeingReleasedOffTheMainThreadGoesToTheNext() async {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let releasing = expectation(description: "the presenter's release reached its clock")
    let released = expectation(description: "the presenter's release ended")
    let published = DispatchSemaphore(value: 0)
    // The presenter holds the only reference to its clock.
    let holder = Holder(
      ErrorPresenter(
        bus: bus, toastLifetime: nil,
        clock: WatchedClock { event, _ in
          guard event == .released else { return }
          releasing.fulfill()
          // The release waits here, its subscription still live, until the main thread
          // published.
          _ = published.wait(timeout: .now() + 5)
        }))
    Thread {
      holder.presenter = nil
      released.fulfill()
    }
    .start()
    await fulfillment(of: [releasing], timeout: 5)
    XCTAssertEqual(bus.counters.liveSubscribers, 1, "released, and still subscribed")
    bus.publish("offline", .retryable)  // a toast, handed over at once on the main thread
    published.signal()
    await fulfillment(of: [released], timeout: 5)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, pending: 1))
    let next = ErrorPresenter(bus: bus, toastLifetime: nil)
    XCTAssertEqual(next.toasts, [toastState(1, "offline")])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1, liveSubscribers: 1))
    next.stop()
  }
}
