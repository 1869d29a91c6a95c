import XCTest

/// The demo without faults: notes are listed, added, synced from the offline `file://`
/// server and deleted; a scripted run reads stdin or `--script`.
final class ConsoleDemoHappyPathTests: DemoTestCase {
  func testListAddSyncDeleteWithTheOfflineServer() throws {
    let result = try run(input: ["list", "add buy milk", "sync", "delete 1", "quit"])
    assertOutput(
      result,
      Self.banner + """
        Signed in as demo.
        No notes yet. Try: add buy milk
        > list
        No notes yet. Try: add buy milk
        > add buy milk
        Added note 1.
        Notes (1):
          1. buy milk
        > sync
        Synced: 2 new note(s).
        Notes (3):
          1. buy milk
          2. Welcome to ErrorFlow
          3. Errors are events, not the end of a stream
        > delete 1
        Deleted note 1.
        Notes (2):
          1. Welcome to ErrorFlow
          2. Errors are events, not the end of a stream
        > quit
        Bye.

        """)
    XCTAssertTrue(result.logRecords.isEmpty, "no error, no log line")
  }

  func testActionFailuresAreToastsAndTheNotesKeepWorking() throws {
    let result = try run(input: [
      "add", "delete 7", "delete x", "logout", "add a", "sync", "login", "add a",
    ])
    assertOutput(
      result,
      Self.banner + """
        Signed in as demo.
        No notes yet. Try: add buy milk
        > add
        ! Type the note after add, e.g. add buy milk
        > delete 7
        ! There is no note 7.
        > delete x
        Usage: delete <number>
        > logout
        Signed out.
        > add a
        ! Please log in first (type login).
        > sync
        ! Please log in first (type login).
        > login
        Signed in as demo.
        > add a
        Added note 1.
        Notes (1):
          1. a
        Bye.

        """)
    XCTAssertEqual(
      result.logRecords.map { $0["level"] as? String }, Array(repeating: "notifyUser", count: 4))
  }

  func testScriptOptionReadsCommandsFromAFile() throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("ConsoleDemoTests-script-\(UUID().uuidString).txt")
    try Data("add from a file\n# a comment\nquit\nadd never read\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try run(["--script", script.path], input: [])
    assertOutput(
      result,
      Self.banner + """
        Signed in as demo.
        No notes yet. Try: add buy milk
        > add from a file
        Added note 1.
        Notes (1):
          1. from a file
        > # a comment
        > quit
        Bye.

        """)
  }

  func testHelpListsCommandsOptionsAndFaults() throws {
    let result = try run(["--help"], input: [])
    XCTAssertTrue(result.output.hasPrefix("Usage: ConsoleDemo [options]\n"), result.output)
    for text in [
      "  add <text>", "  sync", "  quit", "--data-dir DIR", "--sync-url URL", "--script FILE",
      "--lang en|ko", "--fail KIND", "storage", "corrupt", "critical", "logonly", "network-once",
      "server", "session", "--report-url URL", "--report-wait SECS", "report-down",
    ] {
      XCTAssertTrue(result.output.contains(text), "--help lacks \(text)")
    }
  }

  func testUnknownOptionFailsWithStatus2() throws {
    let result = try DemoRunner.run(["--fail", "gremlins"], input: [])
    runs.append(result)
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(result.errors, "ConsoleDemo: unknown fault: gremlins\nTry --help.\n")
  }

  func testAnUnknownOptionSaysSoInsteadOfAskingForAValue() throws {
    for (arguments, problem) in [
      (["--bogus"], "unknown option: --bogus"),
      (["--bogus", "x", "--ascii"], "unknown option: --bogus"),
      (["stray"], "unexpected argument: stray"),
      (["--width"], "--width needs a value"),
    ] {
      let result = try DemoRunner.run(arguments, input: [])
      runs.append(result)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.output, "", "\(arguments)")
      XCTAssertEqual(result.errors, "ConsoleDemo: \(problem)\nTry --help.\n", "\(arguments)")
    }
  }
}
