import ErrorFlow
import ErrorFlowConsole
import XCTest

private struct SyncError: AppErrorProtocol {
  var level: ErrorLevel { .retryable }
  var errorDescription: String? { "Sync failed." }
  var alertTitle: String { "Notes" }
}

/// A console app of three lines (bind, perform, wait) sees its alert drawn and answered
/// before it goes on, through public API only: the view on a queue of its own, the work on
/// a task, piped answers `r` then `d`.
final class ConsoleViewSettleTests: XCTestCase {
  func testAThreeLineAppWaitsForItsAlertAndItsRetry() async {
    let buffer = ConsoleBuffer()
    let renderer = ConsoleRenderer(
      capabilities: TerminalCapabilities(usesColor: false, width: 30, usesASCII: true))
    let view = ConsoleView(renderer: renderer, output: buffer, input: ScriptedInput(["r", "d"]))
    let policy = PresentationPolicy { _, _, error in
      .alert(title: error.alertTitle ?? "", message: error.userMessage ?? "")
    }
    let bus = ErrorBus(policy: policy, scheduler: nil)
    let tracker = ErrorTracker(bus: bus)

    let subscription = view.bind(
      to: bus, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "console"))
    tracker.perform(context: .action) { () async throws(SyncError) in throw SyncError() }
    let settled = await bus.waitUntilSettled(timeout: .seconds(60))

    subscription.dispose()
    XCTAssertTrue(settled)
    let box = """
      +----------------------------+
      | Notes                      |
      +----------------------------+
      | Sync failed.               |
      |                            |
      | [r] Retry  [d] Dismiss     |
      +----------------------------+

      """
    XCTAssertEqual(buffer.text, box + "Choose [r/d]: r\n" + box + "Choose [r/d]: d\n")
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 2, delivered: 2))
  }
}
