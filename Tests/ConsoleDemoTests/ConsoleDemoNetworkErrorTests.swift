import XCTest

/// A refused port gives a real `URLError`; it travels up as a retryable error, shown as an
/// alert whose retry runs the sync use case again.
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

  func testRefusedPortIsARetryAlertAndRetryRunsTheSyncAgain() throws {
    let result = try run(["--fail", "network"], input: ["sync", "r", "d", "add still here"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: sync uses a refused port: sync -> alert with retry (fails again)
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
    // Two attempts, each a real URLError at the bottom of the chain.
    let records = result.logRecords
    XCTAssertEqual(records.map { $0["level"] as? String }, ["retryable", "retryable"])
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
      Fault: sync uses a refused port: sync -> alert with retry (fails again)
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

  func testRetrySucceedsOnceTheServerAnswers() throws {
    let result = try run(["--fail", "network-once"], input: ["sync", "r", "list"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: only the first sync fails: sync -> alert, r -> retry succeeds
      Signed in as demo.
      No notes yet. Try: add buy milk
      > sync

      """ + Self.alert + """
        Choose [r/d]: r
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
