import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// The outbox across processes: a disk that fills up in the middle of a line, a `SIGKILL` at
/// a chosen or random point, and a second process on the same outbox. Each runs the
/// `OutboxChild` program (Tests/OutboxChild) through FaultKit's ``ChildProcess``; every wait
/// is for a marker line the child prints, with a time limit.
final class HTTPLogSinkProcessTests: ReportingTestCase {
  private func child() throws -> ChildProcess {
    let binary = try XCTUnwrap(
      ChildProcess.builtExecutable(named: "OutboxChild"), "the OutboxChild binary is not built")
    return try ChildProcess(executable: binary, arguments: [outbox.path])
  }

  /// Waits for the child's first line: `opened pending=<n>`, or `refused: <reason>`.
  @discardableResult
  private func start(_ child: ChildProcess) throws -> String {
    try child.waitForLine(awaited: "opened or refused") {
      $0.hasPrefix("opened") || $0.hasPrefix("refused")
    }
  }

  /// Sends `command` and waits for the `count`-th line containing `marker`.
  @discardableResult
  private func run(
    _ command: String, in child: ChildProcess, until marker: String, count: Int = 1
  ) throws -> String {
    try child.send(command)
    return try child.waitForLine(containing: marker, count: count)
  }

  /// The ids of every record the child's collector received, in order.
  private func posted(by child: ChildProcess) -> [String] {
    child.outputLines.filter { $0.hasPrefix("posted ") }
      .flatMap { $0.dropFirst("posted ".count).split(separator: ",").map(String.init) }
  }

  /// The ids in the outbox file, in order.
  private func outboxIDs() throws -> [String] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return try outboxLines().map {
      try decoder.decode(ErrorLogRecord.self, from: Data($0.utf8)).id
    }
  }

  func testAShortWriteOnAFullDiskLosesNoRecordAcrossAKill() throws {
    let first = try child()
    XCTAssertEqual(try start(first), "opened pending=0")
    try first.send("write r1")
    try run("persist", in: first, until: "persisted")
    // The disk fills up 20 bytes into r2's line.
    try run("limit 20", in: first, until: "limited")
    try first.send("write r2")
    try run("persist", in: first, until: "persisted", count: 2)
    XCTAssertTrue(first.output.contains("notice: HTTPLogSink: cannot append to"), first.output)
    // The half line was cut off: the file ends with r1's whole line.
    XCTAssertEqual(try outboxIDs(), ["r1"])
    let file = try Data(contentsOf: outbox.appendingPathComponent("outbox.jsonl"))
    XCTAssertEqual(file.last, UInt8(ascii: "\n"))

    // The disk works again: the next write brings r2, kept in memory, back to the file.
    try run("lift", in: first, until: "lifted")
    try first.send("write r3")
    try run("persist", in: first, until: "persisted", count: 3)
    XCTAssertEqual(try outboxIDs(), ["r1", "r2", "r3"])
    XCTAssertTrue(first.output.contains("works again"), first.output)
    first.kill()
    XCTAssertEqual(try first.waitForExit(), .signalled(SIGKILL))

    let second = try first.restarted()
    XCTAssertEqual(try start(second), "opened pending=3")
    try run("up", in: second, until: "up")
    XCTAssertEqual(try run("flush", in: second, until: "flushed"), "flushed true")
    XCTAssertEqual(posted(by: second), ["r1", "r2", "r3"])
    XCTAssertFalse(second.output.contains("notice:"), second.output)
    try second.send("quit")
    XCTAssertEqual(try second.waitForExit(), .exited(0))
  }

  /// While the disk stays full, every step of the sink writes the records held in memory
  /// again, and none of those writes touches the outbox file: an append there would leave it
  /// ending in a half record until its cut, for a reader (this test) or a kill to find. Each
  /// record of the storm is such a step, done before its marker line.
  func testWritesRetriedOnAFullDiskLeaveTheOutboxFileAlone() throws {
    let first = try child()
    XCTAssertEqual(try start(first), "opened pending=0")
    try first.send("write r1")
    try run("persist", in: first, until: "persisted")
    try run("limit 20", in: first, until: "limited")
    try first.send("write r2")
    try run("persist", in: first, until: "persisted", count: 2)
    let cut = try outboxSnapshot()
    XCTAssertEqual(try outboxIDs(), ["r1"])

    try run("storm f 10", in: first, until: "persisted f9")
    XCTAssertEqual(try outboxSnapshot(), cut)

    try run("lift", in: first, until: "lifted")
    try first.send("write r3")
    try first.send("persist")
    try first.waitForLine(count: 3, awaited: "the third \"persisted\"") { $0 == "persisted" }
    XCTAssertEqual(try outboxIDs(), ["r1", "r2"] + (0..<10).map { "f\($0)" } + ["r3"])
    try first.send("quit")
    XCTAssertEqual(try first.waitForExit(), .exited(0))
  }

  /// The outbox file's bytes, inode and modification time.
  private func outboxSnapshot() throws -> OutboxSnapshot {
    let file = outbox.appendingPathComponent("outbox.jsonl")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    return OutboxSnapshot(
      bytes: try Data(contentsOf: file),
      inode: attributes[.systemFileNumber] as? UInt64,
      modified: attributes[.modificationDate] as? Date)
  }

  /// A `SIGKILL` after a random number of records were persisted (`ERRORFLOW_SEED` replays
  /// it): the next run sends every record persisted before the kill, once and in order; the
  /// one being written at the kill may be cut short (skipped, counted) but nothing before it.
  func testAKillAtARandomPointLosesNoRecordThatWasPersisted() throws {
    var random = SeededRandom.fromEnvironment()
    let point = Int.random(in: 1...40, using: &random)
    let first = try child()
    try start(first)
    try first.send("storm s 50")
    try first.kill(afterLine: "persisted s", count: point)
    _ = try first.waitForExit()
    let persisted = first.outputLines.filter { $0.hasPrefix("persisted s") }
      .map { String($0.dropFirst("persisted ".count)) }
    XCTAssertGreaterThanOrEqual(persisted.count, point, random.replayHint)

    let second = try first.restarted()
    try start(second)
    try run("up", in: second, until: "up")
    XCTAssertEqual(try run("flush", in: second, until: "flushed"), "flushed true")
    let sent = posted(by: second)
    XCTAssertEqual(sent, (0..<sent.count).map { "s\($0)" }, random.replayHint)
    XCTAssertTrue(Set(persisted).isSubset(of: Set(sent)), random.replayHint)
    try second.send("quit")
    XCTAssertEqual(try second.waitForExit(), .exited(0))
  }

  func testASecondProcessOnTheSameOutboxIsRefusedUntilTheFirstIsKilled() throws {
    let first = try child()
    XCTAssertEqual(try start(first), "opened pending=0")
    let second = try first.restarted()
    let refusal = try start(second)
    guard refusal.hasPrefix("refused: the outbox") else { return XCTFail(refusal) }
    XCTAssertTrue(refusal.contains("is in use by another HTTPLogSink"), refusal)
    XCTAssertEqual(try second.waitForExit(), .exited(3))
    // A sink of the test runner is refused too.
    XCTAssertThrowsError(
      try HTTPLogSink(
        endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox)
    ) { error in
      XCTAssertTrue(error is HTTPLogSink.OutboxInUse, "\(error)")
    }

    try first.send("write r1")
    try run("persist", in: first, until: "persisted")
    first.kill()
    XCTAssertEqual(try first.waitForExit(), .signalled(SIGKILL))
    // The kill let go of the outbox: the next process takes it, with r1.
    let third = try first.restarted()
    XCTAssertEqual(try start(third), "opened pending=1")
    try third.send("quit")
    XCTAssertEqual(try third.waitForExit(), .exited(0))
  }

  func testAChildProcessIsRefusedTheOutboxOfASinkOfThisProcess() async throws {
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(), fallback: AwaitableLogSink(),
      transport: ScriptedTransport(), clock: SteppingClock().clock)
    let refused = try child()
    let refusal = try start(refused)
    guard refusal.hasPrefix("refused: the outbox") else { return XCTFail(refusal) }
    XCTAssertTrue(refusal.contains("is in use by another HTTPLogSink"), refusal)
    XCTAssertEqual(try refused.waitForExit(), .exited(3))
    await sink.abandon()
    let taken = try child()
    XCTAssertEqual(try start(taken), "opened pending=0")
    try taken.send("quit")
    XCTAssertEqual(try taken.waitForExit(), .exited(0))
  }
}

/// What ``HTTPLogSinkProcessTests`` compares to tell that the outbox file was not written.
private struct OutboxSnapshot: Equatable {
  let bytes: Data
  let inode: UInt64?
  let modified: Date?
}
