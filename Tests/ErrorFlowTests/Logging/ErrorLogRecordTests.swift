import ErrorFlow
import Foundation
import XCTest

/// One record, one line, and no control character reaches a terminal.
final class ErrorLogRecordTests: ErrorFlowTestCase {
  private let hostile =
    "Saved.\n[critical] action FORGED @ App.swift:1\r\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m"
    + "\u{85}\u{2028}\u{2029}\u{202E}\t\u{7F}end"

  private func record(_ message: String) -> ErrorLogRecord {
    ErrorLogRecord(AppError(SampleError(message), context: .action))
  }

  /// The invisible direction marks reorder what a terminal shows as the overrides do, and are
  /// escaped as the report sink's percent-encoding escapes them (one list for both).
  func testDirectionMarksAreWrittenAsEscapes() {
    let line = record("a\u{61C}b\u{200E}c\u{200F}d").line
    XCTAssertTrue(line.contains(#"(user: "a\u{61C}b\u{200E}c\u{200F}d")"#), line)
    XCTAssertFalse(line.unicodeScalars.contains { [0x61C, 0x200E, 0x200F].contains($0.value) })
  }

  func testALineBreakInAMessageCannotForgeASecondLine() {
    let line = record("ok\n[critical] pageLoad forged @ App.swift:1").line
    XCTAssertFalse(line.contains("\n"), line)
    XCTAssertTrue(line.contains(#"(user: "ok\n[critical] pageLoad forged @ App.swift:1")"#), line)
  }

  func testEveryControlAndSeparatorIsWrittenAsAVisibleEscape() {
    let line = record(hostile).line
    let unsafe = line.unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x2028...0x202E).contains($0.value)
    }
    XCTAssertEqual(Array(unsafe), [])
    XCTAssertTrue(
      line.contains(
        #"Saved.\n[critical] action FORGED @ App.swift:1\r\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}31m"#
          + #"\u{85}\u{2028}\u{2029}\u{202E}\t\u{7F}end"#),
      line)
  }

  func testOrdinaryTextIsUnchanged() {
    let line = record("저장 공간이 부족합니다. \"quoted\" C:\\path 👩‍💻").line
    XCTAssertTrue(line.contains(#"(user: "저장 공간이 부족합니다. "quoted" C:\path 👩‍💻")"#), line)
  }

  func testTheConsoleSinkWritesOneLinePerRecordWithoutEscapes() throws {
    let output = try capturingStandardError {
      ConsoleLogSink().write(record(hostile))
      ConsoleLogSink().write(record("second"))
    }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 3, output)
    XCTAssertEqual(lines.last, "")
    XCTAssertFalse(output.unicodeScalars.contains("\u{1B}"), output)
    XCTAssertFalse(output.unicodeScalars.contains("\u{9B}"), output)
    XCTAssertFalse(output.unicodeScalars.contains("\u{2028}"), output)
    XCTAssertTrue(lines[1].contains(#"(user: "second")"#), String(lines[1]))
  }

  /// Runs `body` with file descriptor 2 sent to a temporary file, and returns what it wrote.
  private func capturingStandardError(_ body: () -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ErrorLogRecordTests-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    XCTAssertGreaterThanOrEqual(file, 0)
    let saved = dup(STDERR_FILENO)
    dup2(file, STDERR_FILENO)
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    close(file)
    return try String(contentsOf: url, encoding: .utf8)
  }

  func testEachRecordHasItsOwnStableIDThatJSONKeeps() throws {
    let first = record("a")
    let second = record("a")
    XCTAssertNotEqual(first.id, second.id)
    XCTAssertNotNil(UUID(uuidString: first.id), first.id)
    let decoded = try JSONDecoder().decode(
      ErrorLogRecord.self, from: try JSONEncoder().encode(first))
    XCTAssertEqual(decoded.id, first.id)
    XCTAssertEqual(decoded, first)
  }

  func testARecordWrittenBeforeIDsExistedDecodesWithANewID() throws {
    var object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: try JSONEncoder().encode(record("old")))
        as? [String: Any])
    object["id"] = nil
    let decoded = try JSONDecoder().decode(
      ErrorLogRecord.self, from: try JSONSerialization.data(withJSONObject: object))
    XCTAssertNotNil(UUID(uuidString: decoded.id), decoded.id)
    XCTAssertEqual(decoded.debugMessage, record("old").debugMessage)
  }

  func testTheErrorTypeNamesTheErrorTheRecordWasMadeFrom() {
    XCTAssertEqual(record("typed").errorType, "ErrorFlowTests.SampleError")
    XCTAssertNil(ErrorLogRecord(AppError.cancelled(context: .action)).errorType)
  }
}
