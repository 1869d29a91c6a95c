import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import XCTest

/// Delivery ends where the view receives the notice: a notice waiting for its view's
/// scheduler, or an alert its view never acknowledged, goes to the next view; the counters
/// count only what a view received.
final class ErrorBusViewTests: ErrorFlowTestCase {
  /// Records what a view received, with its receipts (behind locks, as the handler is
  /// `@Sendable`).
  private final class View: Sendable {
    private let summaryLog = Locked<[String]>([])
    private let noticeLog = Locked<[ErrorNotice]>([])
    private let receiptLog = Locked<[NoticeReceipt]>([])
    private let subscription = SingleAssignmentDisposable()

    var summaries: [String] { summaryLog.value }
    var notices: [ErrorNotice] { noticeLog.value }
    var receipts: [NoticeReceipt] { receiptLog.value }

    init(_ bus: ErrorBus, on scheduler: TestScheduler? = nil) {
      subscription.setDisposable(
        bus.subscribe(on: scheduler) { [unowned self] notice, receipt in
          summaryLog.append(notice.summary)
          noticeLog.append(notice)
          receiptLog.append(receipt)
        })
    }

    func dispose() { subscription.dispose() }
  }

  // The view's scheduler has not run yet when the view is replaced: the two toasts were
  // never received, so they count as pending, not delivered, and the next view gets them
  // first, in order.
  func testNoticesWaitingForTheirViewsSchedulerGoToTheNextView() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let scheduler = TestScheduler(initialClock: 0)
    let old = View(bus, on: scheduler)
    bus.publish("one", .retryable)
    bus.publish("two", .retryable)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, pending: 2, liveSubscribers: 1))
    old.dispose()
    scheduler.start()
    XCTAssertEqual(old.summaries, [])
    let next = View(bus)
    bus.publish("three", .retryable)
    next.dispose()
    XCTAssertEqual(next.summaries, ["toast:one", "toast:two", "toast:three"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }

  // Repeats published while the first notice waits in a view's queue (its scheduler has not
  // run) do not change what that view is handed: it gets the first as published, and the
  // repeats arrive as one follow-up when the window ends. What a view shows depends on the
  // order of publishing, not on how soon its queue runs (the demo's `repeat 3 sync` once
  // showed "(×3)" on the first box under load).
  func testRepeatsPublishedAfterTheFirstWasHandedToAViewFollowIt() {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: busTestPolicy, scheduler: windows, coalescingWindow: .seconds(10))
    let queue = TestScheduler(initialClock: 0)
    let view = View(bus, on: queue)
    for _ in 0..<3 { bus.publish("offline", .retryable) }
    queue.start()
    XCTAssertEqual(view.notices.map(\.count), [1])
    windows.start()
    queue.start()
    view.dispose()
    XCTAssertEqual(view.notices.map(\.count), [1, 2])
    XCTAssertEqual(view.notices.map(\.isFollowUp), [false, true])
    XCTAssertEqual(view.notices.last?.repeatOf, view.notices.first?.id)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 2, coalesced: 1))
  }

  // A view that received an alert and left without acknowledging it: the alert is shown to
  // the next view (the same notice), and the alert queued behind it follows once that view
  // acknowledges it. The old view's receipt no longer counts.
  func testAnAlertWhoseViewLeftUnacknowledgedIsShownToTheNextView() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let old = View(bus)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    XCTAssertEqual(old.summaries, ["alert:first"])
    old.dispose()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, pending: 2))
    old.receipts[0].acknowledge()  // from a view that left: nothing happens
    let next = View(bus)
    XCTAssertEqual(next.summaries, ["alert:first"])
    XCTAssertEqual(next.notices.first?.id, old.notices.first?.id)
    next.receipts[0].acknowledge()
    XCTAssertEqual(next.summaries, ["alert:first", "alert:second"])
    next.receipts[1].acknowledge()
    next.dispose()
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // An alert waiting for its view's scheduler when the view leaves: the queue does not
  // stall; the next view shows it, then the one behind it.
  func testAnAlertNoViewReceivedDoesNotStallTheQueue() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let scheduler = TestScheduler(initialClock: 0)
    let old = View(bus, on: scheduler)
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    old.dispose()
    scheduler.start()
    let next = View(bus)
    next.receipts.first?.acknowledge()
    next.receipts.last?.acknowledge()
    next.dispose()
    XCTAssertEqual(old.summaries, [])
    XCTAssertEqual(next.summaries, ["alert:first", "alert:second"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // Two views at once (the new one bound before the old one leaves): each receives every
  // notice sent while it is bound; a notice counts once. An alert shown by both waits for
  // one acknowledgement, and the view still bound keeps it when the other leaves.
  func testOverlappingViewsBothReceiveAndEachNoticeCountsOnce() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let scheduler = TestScheduler(initialClock: 0)
    let old = View(bus)
    let next = View(bus, on: scheduler)
    bus.publish("toast", .retryable)
    bus.publish("alert", .notifyUser)
    bus.publish("later", .notifyUser)
    old.dispose()
    scheduler.start()
    XCTAssertEqual(old.summaries, ["toast:toast", "alert:alert"])
    XCTAssertEqual(next.summaries, ["toast:toast", "alert:alert"])
    XCTAssertEqual(bus.counters.delivered, 2)
    next.receipts[1].acknowledge()
    scheduler.start()
    next.receipts[2].acknowledge()
    next.dispose()
    XCTAssertEqual(next.summaries, ["toast:toast", "alert:alert", "alert:later"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 3, delivered: 3))
  }

  // A view disposed inside its own handler, before acknowledging: the alert goes on.
  func testAViewLeavingInItsHandlerPassesTheAlertOn() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    let shown = Locked<[String]>([])
    let leaving = SingleAssignmentDisposable()
    leaving.setDisposable(
      bus.subscribe { notice, _ in
        shown.append(notice.summary)
        leaving.dispose()
      })
    bus.publish("first", .notifyUser)
    let next = View(bus)
    next.receipts.first?.acknowledge()
    next.dispose()
    XCTAssertEqual(shown.value, ["alert:first"])
    XCTAssertEqual(next.summaries, ["alert:first"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1))
  }

  // The notices of one view come one at a time: a notice published from its handler is
  // handed over after the handler returns (contract 3), and each view keeps at most
  // `capacity` waiting, the least important going first.
  func testAViewsQueueIsSerialAndBounded() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: 2)
    let shown = Locked<[String]>([])
    let depth = Locked(0)
    let subscription = bus.subscribe { notice, _ in
      depth.add(1)
      defer { depth.add(-1) }
      XCTAssertEqual(depth.value, 1, "handed a notice while the view was still in its handler")
      shown.append(notice.summary)
      guard notice.error.userMessage == "open" else { return }
      for index in 1...5 { bus.publish("toast \(index)", .retryable) }
      bus.publish("critical", .critical, context: .pageLoad)
    }
    bus.publish("open", .retryable)
    subscription.dispose()
    XCTAssertEqual(shown.value, ["toast:open", "toast:toast 5", "page:critical"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 7, delivered: 3, dropped: 4))
  }

  // On the main actor: the handler runs there, and the receipt works as anywhere.
  @MainActor
  func testSubscribingOnTheMainActor() {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil)
    var shown: [String] = []
    var receipts: [NoticeReceipt] = []
    let subscription = bus.subscribe(onMainActor: { notice, receipt in
      shown.append(notice.summary)
      receipts.append(receipt)
    })
    bus.publish("first", .notifyUser)
    bus.publish("second", .notifyUser)
    XCTAssertEqual(shown, ["alert:first"])
    XCTAssertEqual(receipts.map(\.needsAcknowledgement), [true])
    receipts[0].acknowledge()
    receipts[0].acknowledge()  // twice: nothing more
    receipts.last?.acknowledge()
    subscription.dispose()
    XCTAssertEqual(shown, ["alert:first", "alert:second"])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }
}
