import Foundation
import XCTest

/// The README's collector section: its one-line server really receives the demo's reports,
/// and its `--fail report-down` sample is what the demo prints.
final class ConsoleDemoReportReadmeTests: DemoTestCase {
  private func section() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let after = try XCTUnwrap(
      readme.components(separatedBy: "### Send the error log to a collector").dropFirst().first)
    return after.components(separatedBy: "\n## ").first ?? after
  }

  /// The lines of the first fenced block after the line starting with `start`, that line
  /// included.
  private func block(startingWith start: String) throws -> [String] {
    let lines = try section().components(separatedBy: "\n")
    let first = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(start) }, "no \(start)")
    let end = try XCTUnwrap(lines[first...].firstIndex { $0 == "```" })
    return Array(lines[first..<end])
  }

  func testTheSectionNamesTheFlagsAndTheCollectorURL() throws {
    let text = try section()
    for flag in [
      "--report-url URL", "--report-wait", "--fail report-down", "report-outbox/",
      "--report-url http://127.0.0.1:4318/v1/logs", "log.record.uid",
    ] {
      XCTAssertTrue(text.contains(flag), "the README's collector section lacks \(flag)")
    }
  }

  func testTheOneLineCollectorReceivesTheDemosReport() throws {
    let command = try XCTUnwrap(block(startingWith: "python3 -c ").first)
    guard let collector = try ReadmeCollector(command: command) else {
      throw XCTSkip("python3 is not installed")
    }
    defer { collector.stop() }
    XCTAssertTrue(
      collector.wait(for: "collector on http://127.0.0.1:\(collector.port)\n"), collector.output)
    let result = try run(
      ["--fail", "network", "--report-url", "http://127.0.0.1:\(collector.port)/v1/logs"],
      input: ["sync", "d"])
    XCTAssertTrue(
      result.output.hasSuffix("Reports queued: 1\nReports delivered: 1\nBye.\n"), result.output)
    let id = try XCTUnwrap(result.logRecords.first?["id"] as? String)
    XCTAssertTrue(collector.wait(for: id), collector.output)
    let body = try XCTUnwrap(
      collector.output.components(separatedBy: "\n").first { $0.contains(id) })
    let request = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    XCTAssertEqual(Array(request.keys), ["resourceLogs"])
    for text in [
      #"{"key":"log.record.uid","value":{"stringValue":"\#(id)"}}"#,
      #"{"key":"errorflow.attempts","value":{"intValue":"3"}}"#,
      #""severityText":"retryable""#,
    ] {
      XCTAssertTrue(body.contains(text), "the collector's body lacks \(text): \(body)")
    }
  }

  func testReportDownHoldsTheReportsUntilQuitThenTheCollectorGetsThem() throws {
    let command = try XCTUnwrap(block(startingWith: "python3 -c ").first)
    guard let collector = try ReadmeCollector(command: command) else {
      throw XCTSkip("python3 is not installed")
    }
    defer { collector.stop() }
    XCTAssertTrue(collector.wait(for: "collector on "), collector.output)
    let result = try run(
      [
        "--fail", "report-down", "--fail", "network",
        "--report-url", "http://127.0.0.1:\(collector.port)/v1/logs",
      ],
      input: ["sync", "d", "sync", "d"])
    XCTAssertTrue(
      result.output.hasSuffix(
        """
        Reports queued: 2
        The collector is back: sending 2 queued report(s).
        Reports delivered: 2
        Bye.

        """), result.output)
    let ids = result.logRecords.compactMap { $0["id"] as? String }
    XCTAssertEqual(ids.count, 2)
    for id in ids { XCTAssertTrue(collector.wait(for: id), collector.output) }
  }

  func testTheReportDownSampleIsWhatTheDemoPrints() throws {
    let sample = try block(startingWith: "$ printf 'sync\\nsync\\nsync\\n' |")
    // $ printf 'LINES' | swift run ConsoleDemo --data-dir /tmp/efdemo ARGUMENTS
    let command = try XCTUnwrap(sample.first)
    let input = try XCTUnwrap(command.split(separator: "'").dropFirst().first)
      .components(separatedBy: "\\n").filter { !$0.isEmpty }
    let arguments = try XCTUnwrap(command.components(separatedBy: "--data-dir /tmp/efdemo ").last)
      .split(separator: " ").map(String.init)
    XCTAssertEqual(arguments, ["--fail", "server", "--fail", "report-down"])
    let result = try run(arguments, input: input)
    // The README leaves out the start-up lines and the final Bye.
    let lines = result.output.components(separatedBy: "\n")
    let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("> ") })
    XCTAssertEqual(Array(lines[start...]), Array(sample.dropFirst()) + ["Bye.", ""])
  }
}
