import CoreTestSupport
import ErrorFlow
import ErrorFlowConsole
import ErrorFlowTesting
import XCTest

private struct NoteError: AppErrorProtocol, Equatable {
  let message: String
  let level: ErrorLevel
  var errorDescription: String? { message }
  var alertTitle: String { "Notes" }
  var identityKey: String { message }
}

final class ConsoleViewErrorBusTests: XCTestCase {
  private var subscriptionsAtStart = 0

  override func setUp() {
    super.setUp()
    subscriptionsAtStart = Diagnostics.liveSubscriptions
  }

  override func tearDown() {
    XCTAssertEqual(Diagnostics.liveSubscriptions, subscriptionsAtStart, "leaked subscriptions")
    super.tearDown()
  }

  private func makeView(_ answers: [String]) -> (ConsoleView, ConsoleBuffer, ScriptedInput) {
    let buffer = ConsoleBuffer()
    let input = ScriptedInput(answers)
    let renderer = ConsoleRenderer(
      capabilities: TerminalCapabilities(usesColor: false, width: 30, usesASCII: false))
    return (ConsoleView(renderer: renderer, output: buffer, input: input), buffer, input)
  }

  private func error(
    _ message: String, _ level: ErrorLevel, _ context: ErrorContext, retry: RetryAction? = nil
  ) -> AppError {
    AppError(NoteError(message: message, level: level), context: context, retry: retry)
  }

  func testRetryableAlertRetriesAndIsAcknowledged() {
    let (view, buffer, _) = makeView(["r"])
    let bus = ErrorBus()
    let retries = Counter()
    let answers = Locked<[String]>([])
    let subscription = view.bind(to: bus) { _, choice in answers.append(choice.id) }
    bus.publish(error("Sync failed.", .retryable, .action, retry: RetryAction { retries.add() }))
    subscription.dispose()
    XCTAssertEqual(retries.value, 1)
    XCTAssertEqual(answers.value, ["retry"])
    XCTAssertEqual(
      buffer.text,
      """
      ┌────────────────────────────┐
      │ Notes                      │
      ├────────────────────────────┤
      │ Sync failed.               │
      │                            │
      │ [r] Retry  [d] Dismiss     │
      └────────────────────────────┘
      Choose [r/d]: r

      """)
  }

  func testWithASchedulerNoticesAreShownThereNotOnThePublishingThread() {
    let (view, buffer, _) = makeView(["d"])
    let bus = ErrorBus()
    let scheduler = TestScheduler(initialClock: 0)
    let subscription = view.bind(to: bus, scheduler: scheduler)
    bus.publish(error("Disk full.", .critical, .action))
    XCTAssertEqual(buffer.text, "", "shown inline although a scheduler was given")
    scheduler.start()
    XCTAssertTrue(buffer.text.contains("│ Disk full.                 │\n"), buffer.text)
    XCTAssertTrue(buffer.text.hasSuffix("Choose [d]: d\n"))
    subscription.dispose()
  }

  // A view replaced while its notices still wait for its scheduler: they go to the next
  // view, in order, and count as delivered only when a view showed them. (Through
  // `observe(on:)` they used to be lost, counted as delivered.)
  func testAReplacedViewsWaitingNoticesGoToTheNextView() {
    let (old, oldBuffer, _) = makeView([])
    let (next, nextBuffer, _) = makeView([])
    let bus = ErrorBus(scheduler: nil)
    let scheduler = TestScheduler(initialClock: 0)
    let first = old.bind(to: bus, scheduler: scheduler)
    bus.publish(error("One.", .notifyUser, .action))
    bus.publish(error("Two.", .notifyUser, .action))
    first.dispose()
    scheduler.start()
    let second = next.bind(to: bus, scheduler: scheduler)
    scheduler.start()
    second.dispose()
    XCTAssertEqual(oldBuffer.text, "")
    XCTAssertEqual(nextBuffer.text, "! One.\n! Two.\n")
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  // Alerts whose view was replaced before it showed them: the next view shows them one after
  // the other; the queue does not stall. (The first used to be lost and counted as shown,
  // and the second waited for its acknowledgement forever.)
  func testTheAlertsOfAReplacedViewAreShownByTheNextView() {
    let (old, oldBuffer, _) = makeView([])
    let (next, nextBuffer, input) = makeView(["d", "d"])
    let bus = ErrorBus(scheduler: nil)
    let scheduler = TestScheduler(initialClock: 0)
    let first = old.bind(to: bus, scheduler: scheduler)
    bus.publish(error("Disk full.", .critical, .action))
    bus.publish(error("Still full.", .critical, .action))
    first.dispose()
    scheduler.start()
    let second = next.bind(to: bus, scheduler: scheduler)
    scheduler.start()
    second.dispose()
    XCTAssertEqual(oldBuffer.text, "")
    XCTAssertTrue(nextBuffer.text.contains("│ Disk full.                 │"), nextBuffer.text)
    XCTAssertTrue(nextBuffer.text.contains("│ Still full.                │"), nextBuffer.text)
    XCTAssertEqual(input.remaining, 0)
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }

  func testAlertWithoutRetryOffersDismissOnly() {
    let (view, buffer, _) = makeView(["d"])
    let bus = ErrorBus()
    let subscription = view.bind(to: bus)
    bus.publish(error("Disk full.", .critical, .action))
    subscription.dispose()
    XCTAssertTrue(buffer.text.contains("│ [d] Dismiss                │\n"), buffer.text)
    XCTAssertTrue(buffer.text.hasSuffix("Choose [d]: d\n"))
  }

  func testQueuedAlertsAppearOneAfterAnotherAsEachIsDismissed() {
    let (view, buffer, input) = makeView(["d", "d"])
    let bus = ErrorBus()
    // Published before the view subscribes: the bus buffers them, then queues the alerts.
    bus.publish(error("First.", .critical, .action))
    bus.publish(error("Second.", .critical, .action))
    let order = Locked<[String]>([])
    let subscription = view.bind(to: bus) { notice, _ in
      order.append(notice.presentation.message ?? "")
    }
    subscription.dispose()
    XCTAssertEqual(order.value, ["First.", "Second."])
    XCTAssertEqual(input.remaining, 0)
    let first = buffer.text.range(of: "First.")
    let second = buffer.text.range(of: "Second.")
    XCTAssertNotNil(first)
    XCTAssertNotNil(second)
    if let first, let second { XCTAssertLessThan(first.lowerBound, second.lowerBound) }
  }

  func testActionFailureIsAToastThatDoesNotWait() {
    let (view, buffer, input) = makeView(["unused"])
    let bus = ErrorBus()
    let subscription = view.bind(to: bus)
    bus.publish(error("Could not save.", .notifyUser, .action))
    subscription.dispose()
    XCTAssertEqual(buffer.text, "! Could not save.\n")
    XCTAssertEqual(input.remaining, 1)
  }

  func testRetryablePageLoadShowsAnErrorPageThatOffersRetry() {
    let (view, buffer, _) = makeView(["r"])
    let bus = ErrorBus()
    let retries = Counter()
    let subscription = view.bind(to: bus)
    bus.publish(
      error("Could not load.", .retryable, .pageLoad, retry: RetryAction { retries.add() }))
    subscription.dispose()
    XCTAssertEqual(retries.value, 1)
    XCTAssertEqual(
      buffer.text,
      """
      ╔════════════════════════════╗
      ║ Notes                      ║
      ╟────────────────────────────╢
      ║                            ║
      ║ Could not load.            ║
      ║                            ║
      ║ [r] Retry  [d] Dismiss     ║
      ╚════════════════════════════╝
      Choose [r/d]: r

      """)
  }

  func testExpiredSessionShowsSignOutOnceAndDoesNotWait() {
    let (view, buffer, _) = makeView([])
    let signOuts = Counter()
    let bus = ErrorBus(onSignOut: { _ in signOuts.add() })
    let subscription = view.bind(to: bus)
    bus.publish(error("Session expired.", .sessionExpired, .pageLoad))
    subscription.dispose()
    XCTAssertEqual(signOuts.value, 1)
    XCTAssertEqual(
      buffer.text,
      """
      ┌────────────────────────────┐
      │ Signed out                 │
      ├────────────────────────────┤
      │ Session expired.           │
      └────────────────────────────┘

      """)
  }

  func testLogOnlyShowsNothing() {
    let (view, buffer, _) = makeView([])
    let bus = ErrorBus()
    let subscription = view.bind(to: bus)
    bus.publish(error("Cache miss.", .logOnly, .action))
    bus.publish(AppError.cancelled(context: .action))
    subscription.dispose()
    XCTAssertEqual(buffer.text, "")
  }

  func testCoalescedErrorsShowTheirCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let (view, buffer, _) = makeView([])
    let bus = ErrorBus(scheduler: scheduler, coalescingWindow: .seconds(10))
    let subscription = view.bind(to: bus)
    for time in 100..<103 as Range<TestTime> {
      scheduler.scheduleAt(time) { bus.publish(self.error("Offline.", .notifyUser, .action)) }
    }
    scheduler.start()
    subscription.dispose()
    // The first shows at once; its two repeats follow as one notice showing the total.
    XCTAssertEqual(buffer.text, "! Offline.\n! Offline. (×3)\n")
  }

  func testHostileErrorMessageFromTheBusIsNeutralised() {
    let (view, buffer, _) = makeView([])
    let bus = ErrorBus()
    let subscription = view.bind(to: bus)
    bus.publish(error("ok\rFAKE\u{1B}]0;pwned\u{07}", .notifyUser, .action))
    subscription.dispose()
    XCTAssertEqual(buffer.text, "! ok␍FAKE␛]0;pwned␇\n")
  }
}

/// A thread-safe counter for closures the bus may call from another thread.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add() { lock.withLock { count += 1 } }
}
