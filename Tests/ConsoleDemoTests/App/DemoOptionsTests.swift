import XCTest

@testable import ConsoleDemo

/// The command line: an unknown option says so; `--help` speaks the `--lang` given anywhere;
/// `--report-url` takes an http(s) URL with a host and nothing else, `--report-wait` seconds.
final class DemoOptionsTests: XCTestCase {
  private func problem(_ arguments: [String]) -> String? {
    guard case .invalid(let problem) = DemoOptions.parse(arguments) else { return nil }
    return problem
  }

  private func helpLanguage(_ arguments: [String]) -> Language? {
    guard case .help(let language) = DemoOptions.parse(arguments) else { return nil }
    return language
  }

  func testAnUnknownOptionIsNamedAsSuch() {
    XCTAssertEqual(problem(["--colour"]), "unknown option: --colour")
    XCTAssertEqual(problem(["--trace", "--colour", "red"]), "unknown option: --colour")
    XCTAssertEqual(problem(["notes"]), "unexpected argument: notes")
    XCTAssertEqual(problem(["--lang"]), "--lang needs a value")
    XCTAssertEqual(problem(["--lang", "fr"]), "--lang is en or ko")
  }

  func testHelpIsInTheLanguageGivenAnywhereOnTheLine() {
    XCTAssertEqual(helpLanguage(["--help"]), .english)
    XCTAssertEqual(helpLanguage(["--help", "--lang", "ko"]), .korean)
    XCTAssertEqual(helpLanguage(["--lang", "ko", "-h"]), .korean)
    XCTAssertEqual(helpLanguage(["--lang", "xx", "--help"]), .english)
  }

  private func parsed(_ arguments: [String]) -> (options: DemoOptions?, problem: String?) {
    switch DemoOptions.parse(arguments) {
    case .run(let options): (options, nil)
    case .invalid(let problem): (nil, problem)
    case .help: (nil, nil)
    }
  }

  func testAnHTTPOrHTTPSURLWithAHostIsTheCollector() {
    for value in ["http://127.0.0.1:4318/v1/logs", "HTTPS://collector.example.com/v1/logs"] {
      XCTAssertEqual(
        parsed(["--report-url", value]).options?.reportURL?.absoluteString, value)
    }
    XCTAssertNil(parsed([]).options?.reportURL)
  }

  func testAnythingElseIsAProblemThatQuotesTheValue() {
    for value in ["collector", "ftp://host/logs", "file:///tmp/logs", "http://", "http:///v1", ""] {
      XCTAssertEqual(
        parsed(["--report-url", value]).problem,
        "--report-url needs an http:// or https:// URL with a host, not \(value)")
    }
    XCTAssertEqual(parsed(["--report-url"]).problem, "--report-url needs a value")
  }

  func testReportWaitIsSecondsFromZeroToTenMinutes() {
    XCTAssertEqual(parsed([]).options?.reportWait, .seconds(3))
    XCTAssertEqual(parsed(["--report-wait", "0"]).options?.reportWait, .zero)
    XCTAssertEqual(parsed(["--report-wait", "1.5"]).options?.reportWait, .milliseconds(1500))
    for value in ["-1", "601", "soon", "nan"] {
      XCTAssertEqual(
        parsed(["--report-wait", value]).problem,
        "--report-wait is 0 to 600 seconds, not \(value)")
    }
  }
}
