import ErrorFlow
import Foundation
import XCTest

final class JSONLinesFileSinkTests: ErrorFlowTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ErrorFlowTests-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
    try super.tearDownWithError()
  }

  private func record(_ message: String = "저장 공간이 부족합니다.\n\"quoted\"") -> ErrorLogRecord {
    let line = #line + 1
    var record = ErrorLogRecord(AppError(SampleError(message), context: .action))
    XCTAssertEqual(record.source.line, line)
    record.timestamp = Date(timeIntervalSince1970: 0)
    record.id = "record-\(message.count)"
    return record
  }

  func testWritesOneEscapedJSONObjectPerLine() throws {
    let url = directory.appendingPathComponent("logs/errors.jsonl")
    let sink = JSONLinesFileSink(url: url)
    sink.write(record())
    sink.write(record("second"))
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 3)
    XCTAssertEqual(lines.last, "")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let first = try decoder.decode(ErrorLogRecord.self, from: Data(lines[0].utf8))
    XCTAssertEqual(first, record())
    XCTAssertEqual(first.userMessage, "저장 공간이 부족합니다.\n\"quoted\"")
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    XCTAssertEqual(
      Set(object.keys),
      [
        "id", "timestamp", "level", "context", "kind", "userMessage", "debugMessage", "source",
        "identityKey", "underlying", "errorType",
      ])
    XCTAssertEqual(object["id"] as? String, record().id)
    XCTAssertEqual(object["level"] as? String, "notifyUser")
    XCTAssertNil(sink.failureReason)
  }

  func testRotatesBySize() throws {
    let probe = directory.appendingPathComponent("probe/one.jsonl")
    JSONLinesFileSink(url: probe).write(record())
    let lineSize = try Data(contentsOf: probe).count
    try FileManager.default.removeItem(at: probe.deletingLastPathComponent())
    let url = directory.appendingPathComponent("errors.jsonl")
    let sink = JSONLinesFileSink(url: url, maxBytes: lineSize * 2, maxFiles: 2)
    for _ in 0..<7 { sink.write(record()) }
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertEqual(names, ["errors.jsonl", "errors.jsonl.1", "errors.jsonl.2"])
    func lineCount(_ name: String) throws -> Int {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        .split(separator: "\n").count
    }
    XCTAssertEqual(try lineCount("errors.jsonl"), 1)
    XCTAssertEqual(try lineCount("errors.jsonl.1"), 2)
    XCTAssertEqual(try lineCount("errors.jsonl.2"), 2)
  }

  func testAnUnwritablePathFallsBackAndReportsOnce() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let blocker = directory.appendingPathComponent("not-a-folder")
    XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
    let fallback = Lines()
    let sink = JSONLinesFileSink(
      url: blocker.appendingPathComponent("errors.jsonl"), fallback: fallback.append)
    sink.write(record("one"))
    sink.write(record("two"))
    let lines = fallback.values
    XCTAssertEqual(lines.count, 3)
    XCTAssertTrue(lines[0].hasPrefix("ErrorFlow: cannot write"), lines[0])
    XCTAssertTrue(lines[1].contains("\"userMessage\":\"one\""), lines[1])
    XCTAssertTrue(lines[2].contains("\"userMessage\":\"two\""), lines[2])
    XCTAssertNotNil(sink.failureReason)
  }

  func testDefaultFallbackIsStandardErrorAndNeverCrashes() {
    let sink = JSONLinesFileSink(url: URL(fileURLWithPath: "/dev/null/errors.jsonl"))
    sink.write(record("to stderr"))
    XCTAssertNotNil(sink.failureReason)
  }
}

/// Lines collected from any thread.
final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var values: [String] { lock.withLock { stored } }

  func append(_ line: String) { lock.withLock { stored.append(line) } }
}

extension JSONLinesFileSinkTests {
  func testHostileTextStaysOnOneLineAndDecodesBack() throws {
    let url = directory.appendingPathComponent("hostile.jsonl")
    let message = "a\nb\r\u{1B}[2J\u{85}c\u{2028}d\u{2029}e\u{202E}f\u{7F}g\u{9B}h"
    var hostile = ErrorLogRecord(AppError(SampleError(message), context: .action))
    hostile.timestamp = Date(timeIntervalSince1970: 0)
    JSONLinesFileSink(url: url).write(hostile)
    let data = try Data(contentsOf: url)
    let text = String(decoding: data, as: UTF8.self)
    let breaks = text.unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x2028...0x202E).contains($0.value)
    }
    XCTAssertEqual(breaks.map(\.value), [0x0A], text)
    XCTAssertTrue(text.contains(#"\u2028d\u2029e\u202ef\u007fg\u009bh"#), text)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    XCTAssertEqual(try decoder.decode(ErrorLogRecord.self, from: data.dropLast()), hostile)
  }
}
