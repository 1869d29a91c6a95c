import ErrorFlow
import Foundation
import XCTest

/// Several sinks (threads, processes) on one file append whole lines;
/// none is overwritten, split or lost.
final class JSONLinesFileSinkConcurrencyTests: ErrorFlowTestCase {
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

  private static func record(_ writer: Int, _ index: Int) -> ErrorLogRecord {
    ErrorLogRecord(AppError(SampleError("writer \(writer) record \(index)"), context: .action))
  }

  /// Every line of the files named, decoded; fails on a line that is not one record.
  private func records(in names: [String]) throws -> [ErrorLogRecord] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var records: [ErrorLogRecord] = []
    for name in names {
      let text = try String(
        contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      XCTAssertTrue(text.isEmpty || text.hasSuffix("\n"), name)
      for line in text.split(separator: "\n") {
        records.append(try decoder.decode(ErrorLogRecord.self, from: Data(line.utf8)))
      }
    }
    return records
  }

  /// The old sink sought to the end once, then wrote at its own offset: of 100 records from
  /// two sinks, 11 lines survived.
  func testTwoSinksTakingTurnsOnOneFileKeepEveryRecord() throws {
    let url = directory.appendingPathComponent("errors.jsonl")
    let sinks = [JSONLinesFileSink(url: url), JSONLinesFileSink(url: url)]
    for index in 0..<50 {
      for (writer, sink) in sinks.enumerated() { sink.write(Self.record(writer, index)) }
    }
    let messages = try records(in: ["errors.jsonl"]).map(\.userMessage)
    let expected = (0..<50).flatMap { index in
      (0..<2).map { "writer \($0) record \(index)" }
    }
    XCTAssertEqual(messages, expected)
  }

  func testTwoThreadsWithTheirOwnSinksKeepEveryRecordWhole() throws {
    let url = directory.appendingPathComponent("errors.jsonl")
    let sinks = [JSONLinesFileSink(url: url), JSONLinesFileSink(url: url)]
    DispatchQueue.concurrentPerform(iterations: 2) { writer in
      for index in 0..<200 { sinks[writer].write(Self.record(writer, index)) }
    }
    let messages = try records(in: ["errors.jsonl"]).compactMap(\.userMessage)
    for writer in 0..<2 {
      XCTAssertEqual(
        messages.filter { $0.hasPrefix("writer \(writer) ") },
        (0..<200).map { "writer \(writer) record \($0)" })
    }
    XCTAssertEqual(messages.count, 400)
  }

  func testSinksRotatingOneFileLoseNoRecordWhileTheFilesLast() throws {
    let url = directory.appendingPathComponent("errors.jsonl")
    let sinks = (0..<2).map { _ in JSONLinesFileSink(url: url, maxBytes: 4_096, maxFiles: 50) }
    DispatchQueue.concurrentPerform(iterations: 2) { writer in
      for index in 0..<100 { sinks[writer].write(Self.record(writer, index)) }
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertGreaterThan(names.count, 2, "rotated")
    XCTAssertLessThanOrEqual(names.count, 51)
    let messages = try records(in: names).compactMap(\.userMessage)
    XCTAssertEqual(messages.count, 200)
    XCTAssertEqual(Set(messages).count, 200)
    XCTAssertNil(sinks[0].failureReason)
    XCTAssertNil(sinks[1].failureReason)
  }
}
