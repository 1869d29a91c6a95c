import XCTest

/// Errors that arrive while an alert is open wait in the `ErrorBus`: repeats of the open alert
/// fold into one follow-up, shown after it with the total (×n); critical errors never merge.
/// `repeat 3 ...` starts three operations at once; the test answers the first alert only after
/// the bus has routed all three failures (`--trace` prints each on stderr).
final class ConsoleDemoCoalescingTests: DemoTestCase {
  func testDuplicateRetryableAlertsMergeWhileOneIsOpen() throws {
    let result = try run(
      ["--fail", "network", "--trace"],
      steps: [
        .input(["repeat 3 sync"]),
        .waitFor("Choose [r/d]: ", traces: 3),
        .input(["d", "d", "add still here"]),
      ])
    let alert = """
      ┌──────────────────────────────────────────────────────────┐
      │ Connection problem                                       │
      ├──────────────────────────────────────────────────────────┤
      │ Cannot reach the sync server. Check the connection and   │
      │ retry.                                                   │
      │                                                          │
      │ [r] Retry  [d] Dismiss                                   │
      └──────────────────────────────────────────────────────────┘
      Choose [r/d]: d
      ┌──────────────────────────────────────────────────────────┐
      │ Connection problem                                       │
      ├──────────────────────────────────────────────────────────┤
      │ Cannot reach the sync server. Check the connection and   │
      │ retry. (×3)                                              │
      │                                                          │
      │ [r] Retry  [d] Dismiss                                   │
      └──────────────────────────────────────────────────────────┘
      Choose [r/d]: d

      """
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: sync uses a refused port: sync -> 3 tries, then one alert (r fails again)
      Signed in as demo.
      No notes yet. Try: add buy milk
      > repeat 3 sync

      """ + alert + """
        > add still here
        Added note 1.
        Notes (1):
          1. still here
        Bye.

        """)
  }

  func testCriticalAlertsNeverMerge() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full")
    let result = try run(
      ["--fail", "critical", "--trace"],
      steps: [
        .input(["repeat 3 add milk"]),
        .waitFor("Choose [d]: ", traces: 3),
        .input(["d", "d", "d"]),
      ])
    let alert = """
      ┌──────────────────────────────────────────────────────────┐
      │ Critical error                                           │
      ├──────────────────────────────────────────────────────────┤
      │ The disk is full: the note was NOT saved.                │
      │                                                          │
      │ [d] Dismiss                                              │
      └──────────────────────────────────────────────────────────┘
      Choose [d]: d

      """
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: saving hits /dev/full (ENOSPC): add -> critical alert, every time
      Signed in as demo.
      No notes yet. Try: add buy milk
      > repeat 3 add milk

      """ + alert + alert + alert + "Bye.\n")
  }
}
