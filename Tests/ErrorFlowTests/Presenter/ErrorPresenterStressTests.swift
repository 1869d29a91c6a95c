import ErrorFlow
import Foundation
import XCTest

/// Presenters come and go on the main actor while a thread publishes: notices handed to a
/// presenter's main-queue delivery when it is released go to the next presenter, an alert
/// left open is shown again, and nothing is lost or shown twice. Runs under
/// ThreadSanitizer in CI (the class name says Stress).
final class ErrorPresenterStressTests: ErrorFlowTestCase {
  /// What one presenter did before it was released.
  private struct Visit {
    var acknowledged: [String] = []
    var toasts: [String] = []
    var offMain: [PresenterTrace.Property] = []
    var released: () -> Bool = { false }
  }

  /// Set by the publishing thread when it is done.
  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }

  @MainActor
  func testPresentersChurnedWhileAThreadPublishesLoseNothingAndShowNothingTwice() async {
    let count = 150
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 4 * count)
    let published = Flag()
    let publisher = Thread {
      for index in 0..<count {
        bus.publish("alert \(index)", .notifyUser)
        bus.publish("toast \(index)", .retryable)
      }
      published.set()
    }
    publisher.start()
    var acknowledged: [String] = []
    var toasts: [String] = []
    var offMain: [PresenterTrace.Property] = []
    var leaked = 0
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    var round = 0
    while ContinuousClock.now < deadline,
      !published.isSet || acknowledged.count < count || toasts.count < count
    {
      round += 1
      let visit = await visitOnce(bus, round: round)
      acknowledged += visit.acknowledged
      toasts += visit.toasts
      offMain += visit.offMain
      if !visit.released() { leaked += 1 }
    }
    XCTAssertEqual(acknowledged, (0..<count).map { "alert \($0)" }, "each alert once, in order")
    XCTAssertEqual(toasts.count, count, "no toast lost or shown twice")
    XCTAssertEqual(toasts.sorted(), (0..<count).map { "toast \($0)" }.sorted())
    XCTAssertEqual(offMain, [], "every change on the main thread")
    XCTAssertEqual(leaked, 0, "every presenter released")
    XCTAssertEqual(
      bus.counters, ErrorBusCounters(published: 2 * count, delivered: 2 * count))
  }

  /// Binds a presenter, lets the main queue run 0–2 turns (deliveries from the publishing
  /// thread land meanwhile), answers its alert every other round (the next may arrive at once
  /// and is left open), and releases it.
  @MainActor
  private func visitOnce(_ bus: ErrorBus, round: Int) async -> Visit {
    let presenter = ErrorPresenter(bus: bus, toastCapacity: 10_000, toastLifetime: nil)
    let trace = PresenterTrace(presenter)
    for _ in 0..<(round % 3) { await Task.yield() }
    var visit = Visit()
    if round % 2 == 0, let alert = presenter.alert {
      visit.acknowledged.append(alert.message)
      presenter.dismiss()
    }
    visit.toasts = presenter.toasts.map(\.message)
    visit.offMain = trace.log.offMainChanges
    weak let weakPresenter = presenter
    visit.released = { weakPresenter == nil }
    return visit
  }
}
