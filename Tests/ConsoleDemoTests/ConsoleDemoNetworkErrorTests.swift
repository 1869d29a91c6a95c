import XCTest

/// A refused port gives a real `URLError`; it travels up as a retryable error. The sync is
/// tried three times in all, silently (the default `RetryPolicy`, on the demo's virtual
/// clock), before one alert whose retry starts a fresh round; a one-off refusal never
/// reaches the user.
final class ConsoleDemoNetworkErrorTests: DemoTestCase {
  static let alert = """
    ┌──────────────────────────────────────────────────────────┐
    │ Connection problem                                       │
    ├──────────────────────────────────────────────────────────┤
    │ Cannot reach the sync server. Check the connection and   │
    │ retry.                                                   │
    │                                                          │
    │ [r] Retry  [d] Dismiss                                   │
    └──────────────────────────────────────────────────────────┘

    """

  func testRefusedPortIsOneAlertAfterThreeAttemptsAndRetryRunsAFreshRound() throws {
    let result = try run(["--fail", "network"], input: ["sync", "r", "d", "add still here"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: sync uses a refused port: sync -> 3 tries, then one alert (r fails again)
      Signed in as demo.
      No notes yet. Try: add buy milk
      > sync

      """ + Self.alert + "Choose [r/d]: r\n" + Self.alert + """
        Choose [r/d]: d
        > add still here
        Added note 1.
        Notes (1):
          1. still here
        Bye.

        """)
    // Two rounds of three attempts: one record each, with its attempt count and a real
    // URLError at the bottom of the chain.
    let records = result.logRecords
    XCTAssertEqual(records.map { $0["level"] as? String }, ["retryable", "retryable"])
    XCTAssertEqual(records.map { $0["attempts"] as? Int }, [3, 3])
    for record in records {
      let chain = (record["underlying"] as? [String])?.joined(separator: " <- ") ?? ""
      XCTAssertTrue(chain.contains("NSURLErrorDomain"), chain)
    }
  }

  func testAWrongKeyAtAnAlertSaysWhichKeysWork() throws {
    let result = try run(["--fail", "network"], input: ["sync", "x", "", "add ok"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: sync uses a refused port: sync -> 3 tries, then one alert (r fails again)
      Signed in as demo.
      No notes yet. Try: add buy milk
      > sync

      """ + Self.alert + "Choose [r/d]: x\nType r or d (Enter picks d).\n"
        + "Choose [r/d]: \n" + """
          > add ok
          Added note 1.
          Notes (1):
            1. ok
          Bye.

          """)
  }

  func testAOneOffRefusalIsRetriedSilentlyWithNoAlert() throws {
    let result = try run(["--fail", "network-once"], input: ["sync", "list"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: only the first sync request fails: sync -> retried silently, no alert
      Signed in as demo.
      No notes yet. Try: add buy milk
      > sync
      Synced: 2 new note(s).
      Notes (2):
        1. Welcome to ErrorFlow
        2. Errors are events, not the end of a stream
      > list
      Notes (2):
        1. Welcome to ErrorFlow
        2. Errors are events, not the end of a stream
      Bye.

      """)
    // A failure the retry absorbed is nobody's business: nothing logged.
    XCTAssertEqual(result.logRecords.count, 0)
  }

  func testSyncURLOptionPointsAtAnyServer() throws {
    let result = try run(["--sync-url", "http://127.0.0.1:9/notes"], input: ["sync", "d"])
    assertOutput(
      result,
      Self.banner + """
        Signed in as demo.
        No notes yet. Try: add buy milk
        > sync

        """ + Self.alert + """
          Choose [r/d]: d
          Bye.

          """)
  }
}
