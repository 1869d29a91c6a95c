import XCTest

/// Real storage errors from the notes file: each reaches the screen as the policy says, and
/// the notes stream works again once the file is fixed, in the same process.
final class ConsoleDemoStorageErrorTests: DemoTestCase {
  func testUnreadableFileIsAnErrorPageOnLoadAndAToastOnAdd() throws {
    let result = try run(
      ["--fail", "storage"],
      steps: [
        .input(["add milk"]),
        .action { try FileManager.default.removeItem(at: $0.appendingPathComponent("notes.json")) },
        .input(["list", "add milk"]),
      ])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: notes.json is a folder: list -> error page, add -> toast
      Signed in as demo.
      ╔══════════════════════════════════════════════════════════╗
      ║ Cannot show your notes                                   ║
      ╟──────────────────────────────────────────────────────────╢
      ║                                                          ║
      ║ Could not access your notes.                             ║
      ║                                                          ║
      ╚══════════════════════════════════════════════════════════╝
      > add milk
      ! Could not access your notes.
      > # checkpoint
      > list
      No notes yet. Try: add buy milk
      > add milk
      Added note 1.
      Notes (1):
        1. milk
      Bye.

      """)
    let records = result.logRecords
    XCTAssertEqual(records.map { $0["context"] as? String }, ["pageLoad", "action"])
    let underlying = (records.first?["underlying"] as? [String])?.joined(separator: " <- ") ?? ""
    XCTAssertTrue(underlying.contains("Code=21"), "the EISDIR errno is in the chain: \(underlying)")
  }

  func testCorruptFileIsAnErrorPageAndIsLeftUntouched() throws {
    let result = try run(
      ["--fail", "corrupt"],
      steps: [
        .input(["add milk"]),
        .action { directory in
          let file = directory.appendingPathComponent("notes.json")
          XCTAssertEqual(try Data(contentsOf: file), Data("{ not json".utf8))
          try Data(#"{"notes": [{"text": "restored"}]}"#.utf8).write(to: file)
        },
        .input(["list"]),
      ])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: notes.json is not JSON: list -> error page
      Signed in as demo.
      ╔══════════════════════════════════════════════════════════╗
      ║ Cannot show your notes                                   ║
      ╟──────────────────────────────────────────────────────────╢
      ║                                                          ║
      ║ The notes file is damaged, so it was left untouched.     ║
      ║                                                          ║
      ╚══════════════════════════════════════════════════════════╝
      > add milk
      ! The notes file is damaged, so it was left untouched.
      > # checkpoint
      > list
      Notes (1):
        1. restored
      Bye.

      """)
  }

  func testDiskFullIsACriticalAlertEveryTime() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full")
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
    let result = try run(["--fail", "critical"], input: ["add a", "d", "add b", "d", "list"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: saving hits /dev/full (ENOSPC): add -> critical alert, every time
      Signed in as demo.
      No notes yet. Try: add buy milk
      > add a

      """ + alert + "> add b\n" + alert + """
        > list
        No notes yet. Try: add buy milk
        Bye.

        """)
    XCTAssertEqual(result.logRecords.map { $0["level"] as? String }, ["critical", "critical"])
    // Nothing is left behind: the next run, without the fault, saves.
    XCTAssertEqual(try DemoRunner.entries(of: result.directory), ["errors.jsonl", "server.json"])
    let next = try run(steps: [.input(["add c"])], in: result.directory)
    XCTAssertTrue(next.output.contains("> add c\nAdded note 1.\n"), next.output)
  }

  func testBackupFailureIsALogLineAndNothingOnScreen() throws {
    let result = try run(["--fail", "logonly"], input: ["add x", "list"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: the backup copy fails: add -> log line only, nothing on screen
      Signed in as demo.
      No notes yet. Try: add buy milk
      > add x
      Added note 1.
      Notes (1):
        1. x
      > list
      Notes (1):
        1. x
      Bye.

      """)
    let records = result.logRecords
    XCTAssertEqual(records.count, 1)
    XCTAssertEqual(records.first?["level"] as? String, "logOnly")
    XCTAssertEqual(records.first?["identityKey"] as? String, "NotesUseCaseError.backupFailed")
  }

  func testReadOnlyFolderIsAToastAndTheFolderIsRestored() throws {
    try XCTSkipIf(getuid() == 0, "root writes into read-only folders")
    let result = try run(["--fail", "readonly"], input: ["add x", "list"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: chmod 555 on the data folder (no effect as root): add -> toast
      Signed in as demo.
      No notes yet. Try: add buy milk
      > add x
      ! Could not access your notes.
      > list
      No notes yet. Try: add buy milk
      Bye.

      """)
    XCTAssertEqual(result.logRecords.count, 1)
    XCTAssertTrue(FileManager.default.isWritableFile(atPath: result.directory.path))
  }
}
