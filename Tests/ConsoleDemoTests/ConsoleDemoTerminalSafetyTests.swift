import XCTest

/// Text from a server or a file cannot drive the terminal: escape sequences and control
/// characters are shown as visible symbols.
final class ConsoleDemoTerminalSafetyTests: DemoTestCase {
  func testServerErrorWithEscapeSequencesIsNeutralised() throws {
    let result = try run(["--fail", "server"], input: ["sync", "add ok"])
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: $DATA
      Error log:   $DATA/errors.jsonl
      Fault: the server's error text holds escape sequences: sync -> safe toast
      Signed in as demo.
      No notes yet. Try: add buy milk
      > sync
      ! The sync server refused: busy␛[2J␛]0;pwned␇, retry later
      > add ok
      Added note 1.
      Notes (1):
        1. ok
      Bye.

      """)
    XCTAssertFalse(result.output.contains("\u{1B}"))
    XCTAssertFalse(result.output.contains("\u{07}"))
  }

  func testNoteWithEscapeSequencesIsNeutralisedInTheListAndTheEcho() throws {
    let hostile = "evil\u{1B}[2J\u{1B}]0;title\u{07}\rforged"
    let result = try run(input: ["add " + hostile, "list"])
    assertOutput(
      result,
      Self.banner + """
        Signed in as demo.
        No notes yet. Try: add buy milk
        > add evil␛[2J␛]0;title␇␍forged
        Added note 1.
        Notes (1):
          1. evil␛[2J␛]0;title␇␍forged
        > list
        Notes (1):
          1. evil␛[2J␛]0;title␇␍forged
        Bye.

        """)
    XCTAssertFalse(result.output.contains("\u{1B}"))
    XCTAssertFalse(result.output.contains("\r"))
  }

  func testTheDataFolderPathIsSanitizedInTheBanner() throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("ConsoleDemoTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let hostile = parent.appendingPathComponent("evil\u{1B}]0;pwned\u{07}\u{1B}[2J")
    let result = try run(steps: [], in: hostile)
    assertOutput(
      result,
      """
      ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
      Data folder: \(parent.path)/evil␛]0;pwned␇␛[2J
      Error log:   \(parent.path)/evil␛]0;pwned␇␛[2J/errors.jsonl
      Signed in as demo.
      No notes yet. Try: add buy milk
      Bye.

      """)
    XCTAssertFalse(result.output.contains("\u{1B}"))
    XCTAssertFalse(result.output.contains("\u{07}"))
  }
}
