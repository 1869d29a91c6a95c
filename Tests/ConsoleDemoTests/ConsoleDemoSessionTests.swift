import XCTest

/// An expired session signs the user out once; logging in starts a new session.
final class ConsoleDemoSessionTests: DemoTestCase {
  func testExpiredSessionSignsOutOnce() throws {
    let result = try run(
      ["--fail", "session"], input: ["add a", "add b", "sync", "list", "login", "add c"])
    let signOut = """
      ┌──────────────────────────────────────────────────────────┐
      │ Signed out                                               │
      ├──────────────────────────────────────────────────────────┤
      │ Your session has expired. Please log in again.           │
      └──────────────────────────────────────────────────────────┘

      """
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: sessions expire at once: add -> sign-out (once)
      Signed in as demo.
      No notes yet. Try: add buy milk
      > add a

      """ + signOut + """
        > add b
        ! Please log in first (type login).
        > sync
        ! Please log in first (type login).
        > list
        No notes yet. Try: add buy milk
        > login
        Signed in as demo.
        > add c

        """ + signOut + "Bye.\n")
    let levels = result.logRecords.compactMap { $0["level"] as? String }
    XCTAssertEqual(levels, ["sessionExpired", "notifyUser", "notifyUser", "sessionExpired"])
  }
}
