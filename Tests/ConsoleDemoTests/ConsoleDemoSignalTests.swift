import Foundation
import XCTest

@testable import ConsoleDemo

/// The demo leaves nothing behind: `SIGINT`, `SIGTERM` and `SIGHUP` undo the injected faults
/// and end the half-written line; a killed run's faults are undone by the next start; a second
/// instance on the same folder is refused.
final class ConsoleDemoSignalTests: DemoTestCase {
  static let original = #"{"notes": [{"text": "mine"}]}"#

  /// Three faults on files and a read-only folder (mode 0700 before), and an alert waiting for
  /// its answer when the signal comes.
  private func runUntilSignal(_ number: Int32, in folder: URL? = nil) throws -> DemoRun {
    let result = try DemoRunner.run(
      ["--fail", "storage", "--fail", "logonly", "--fail", "readonly", "--fail", "network"],
      steps: [.input(["sync"]), .waitFor("Choose [r/d]: ", traces: 0), .signal(number)],
      prepare: { directory in
        try Data(Self.original.utf8).write(to: directory.appendingPathComponent("notes.json"))
        chmod(directory.path, 0o700)
      }, in: folder)
    runs.append(result)
    return result
  }

  private func assertLeftAsItWas(
    _ directory: URL, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let names = try DemoRunner.entries(of: directory)
    XCTAssertEqual(names, ["errors.jsonl", "notes.json", "server.json"], file: file, line: line)
    let notes = try Data(contentsOf: directory.appendingPathComponent("notes.json"))
    XCTAssertEqual(String(decoding: notes, as: UTF8.self), Self.original, file: file, line: line)
    var info = stat()
    XCTAssertEqual(stat(directory.path, &info), 0, file: file, line: line)
    XCTAssertEqual(info.st_mode & 0o7777, 0o700, file: file, line: line)
  }

  func testEachExitSignalUndoesTheFaultsAndEndsTheLine() throws {
    XCTAssertEqual(ExitSignals.handled, [SIGINT, SIGTERM, SIGHUP])
    for number in ExitSignals.handled {
      let result = try runUntilSignal(number)
      XCTAssertEqual(result.status, 128 + number, "signal \(number); stderr: \(result.errors)")
      XCTAssertTrue(
        result.output.hasSuffix("Choose [r/d]: \n"),
        "signal \(number): the prompt's line is ended: \(result.output)")
      try assertLeftAsItWas(result.directory)
    }
  }

  func testFaultsOfAKilledRunAreUndoneByTheNextStart() throws {
    let killed = try runUntilSignal(SIGKILL)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: killed.directory.appendingPathComponent(FaultJournal.name).path),
      "SIGKILL cannot be caught: the journal is left")
    let next = try run(steps: [.input(["list"])], in: killed.directory)
    assertOutput(
      next,
      Self.banner + """
        Undid 3 fault change(s) an earlier run left in the data folder.
        Signed in as demo.
        Notes (1):
          1. mine
        > list
        Notes (1):
          1. mine
        Bye.

        """)
    try assertLeftAsItWas(next.directory)
  }

  func testASecondInstanceOnTheSameFolderIsRefused() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ConsoleDemoTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let first = try DataFolderLock.acquire(directory).get()
    // No input: a refused demo ends before reading any (writing to it could fail with EPIPE).
    let second = try DemoRunner.run(steps: [], in: directory)
    runs.append(second)
    withExtendedLifetime(first) {}
    XCTAssertEqual(second.status, 1)
    XCTAssertEqual(second.output, "")
    XCTAssertEqual(
      second.errors,
      "ConsoleDemo: another ConsoleDemo is using the data folder \(directory.path).\n"
        + "Quit it first, or choose another folder with --data-dir.\n")
    XCTAssertEqual(try DemoRunner.entries(of: directory), [], "the refused demo touched nothing")
  }
}
